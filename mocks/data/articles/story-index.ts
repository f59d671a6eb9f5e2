import type { TagId } from './tags';

// The stories' slugs, tags and dates, apart from stories.ts so the copy tables can be typed by slug without importing the stories that read them.

/** Newest first: the order the search returns. */
export const STORY_INDEX = {
  'five-ridge-walks-for-long-autumn-days': { tags: ['trail-guides', 'hiking'], pageDate: '2026-10-28' },
  'how-to-re-proof-a-waterproof-shell': { tags: ['gear-care', 'skills'], pageDate: '2026-10-21' },
  'maya-okafor-on-running-100-miles-through-the-desert': { tags: ['athlete-stories', 'trail-running'], pageDate: '2026-10-14' },
  'a-beginner-guide-to-hut-to-hut-hiking': { tags: ['trail-guides', 'hiking', 'skills'], pageDate: '2026-10-07' },
  'caring-for-down-sleeping-bags': { tags: ['gear-care', 'camping'], pageDate: '2026-09-30' },
  'the-climber-who-rebuilt-her-local-crag': { tags: ['athlete-stories', 'climbing'], pageDate: '2026-09-23' },
  'choosing-your-first-trail-running-shoes': { tags: ['trail-running', 'skills'], pageDate: '2026-09-16' },
  'three-lakes-loop-a-weekend-backpacking-route': { tags: ['trail-guides', 'camping', 'hiking'], pageDate: '2026-09-09' },
  'washing-and-storing-your-tent': { tags: ['gear-care', 'camping'], pageDate: '2026-09-02' },
  'winter-layering-explained': { tags: ['winter', 'skills'], pageDate: '2026-08-26' },
  'running-the-ridgeline-skyrace-with-tomas-berg': { tags: ['athlete-stories', 'trail-running'], pageDate: '2026-08-19' },
  'a-guide-to-alpine-starts': { tags: ['trail-guides', 'climbing', 'skills'], pageDate: '2026-08-12' },
  'resoling-climbing-shoes-when-and-how': { tags: ['gear-care', 'climbing'], pageDate: '2026-08-05' },
  'snowshoe-routes-close-to-the-city': { tags: ['trail-guides', 'winter', 'hiking'], pageDate: '2026-07-29' },
  'leave-no-trace-at-busy-campsites': { tags: ['camping', 'skills'], pageDate: '2026-07-22' },
  'ines-duarte-from-gym-climber-to-big-walls': { tags: ['athlete-stories', 'climbing'], pageDate: '2026-07-15' },
  'cleaning-and-conditioning-leather-boots': { tags: ['gear-care', 'hiking'], pageDate: '2026-07-08' },
  'coastal-trail-running-on-the-cliffs': { tags: ['trail-guides', 'trail-running'], pageDate: '2026-07-01' },
  'how-to-pitch-a-tent-in-the-wind': { tags: ['camping', 'skills', 'winter'], pageDate: '2026-06-24' },
  'a-family-hiking-season-with-the-nguyen-crew': { tags: ['athlete-stories', 'hiking'], pageDate: '2026-06-17' },
  'sharpening-crampons-and-ice-axes': { tags: ['gear-care', 'winter', 'climbing'], pageDate: '2026-06-10' },
  'desert-canyons-for-spring-hiking': { tags: ['trail-guides', 'hiking'], pageDate: '2026-06-03' },
  'first-night-winter-camping': { tags: ['winter', 'camping', 'skills'], pageDate: '2026-05-27' },
  'night-running-with-a-headlamp': { tags: ['trail-running', 'skills'], pageDate: '2026-05-20' },
} as const satisfies Record<string, { tags: readonly TagId[]; pageDate: string }>;

export type StorySlug = keyof typeof STORY_INDEX;
