import type { Article, ArticleFacetCount, ArticleSearchResponse } from '../../../shared/schemas';
import { getSite } from '../../../shared/site';
import type { ContentLanguage } from '../category-names';
import { contentLanguage } from '../content-language';
import { bannerImageUrl, pageUrl } from '../urls';
import { STORY_COPY } from './story-copy';
import type { StoryCopy } from './story-copy/types';
import { articleTags, type TagId } from './tags';

// The mock CMS's outdoor stories: the article grid searches them and each has its own page.
// A story's slug (its URL) was made from its English title and stays the same in every language.

/** Newest first: the order the search returns. */
const STORY_INDEX = {
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

export interface Story {
  slug: StorySlug;
  tags: readonly TagId[];
  pageDate: string;
}

export const STORIES: readonly Story[] = (Object.keys(STORY_INDEX) as StorySlug[]).map((slug) => ({ slug, ...STORY_INDEX[slug] }));

/** A story's title, eyebrow and body in one language. */
export const storyCopy = (item: Story, language: ContentLanguage): StoryCopy => STORY_COPY[language][item.slug];

/** The CMS language of a site locale; the article search is called with the locale alone. */
const languageOfLocale = (locale: string): ContentLanguage => contentLanguage(getSite(locale)?.language ?? locale);

export const articleUrl = (locale: string, slug: string) => pageUrl(locale, `stories/${slug}`);

/** A story as the article grid shows it, in the locale's language unless the caller names one. */
export function toArticle(locale: string, item: Story, language: ContentLanguage = languageOfLocale(locale)): Article {
  const copy = storyCopy(item, language);
  const labels = new Map(articleTags(language).map((tag) => [tag.id, tag]));
  return {
    id: `article-${item.slug}`,
    url: articleUrl(locale, item.slug),
    title: copy.title,
    eyebrow: copy.eyebrow,
    picture: { url: bannerImageUrl(`story-${item.slug}`), alt: copy.title },
    facets: item.tags.flatMap((id) => labels.get(id) ?? []),
    tagId: [...item.tags],
    pageDate: item.pageDate,
  };
}

export interface StorySearch {
  locale: string;
  offset: number;
  limit: number;
  tagId: readonly string[];
}

/**
 * Several tagIds match with OR: a story is found when it has ANY selected tag, so each
 * tag a shopper adds widens the list. Facet counts are over all stories so labels stay put.
 */
export function searchStories({ locale, offset, limit, tagId }: StorySearch): ArticleSearchResponse {
  const wanted = new Set(tagId);
  const found = wanted.size ? STORIES.filter((item) => item.tags.some((tag) => wanted.has(tag))) : STORIES;
  const facets: ArticleFacetCount[] = articleTags(languageOfLocale(locale)).map((tag) => ({
    ...tag, count: STORIES.filter((item) => item.tags.some((id) => id === tag.id)).length,
  }));
  return {
    result: found.slice(offset, offset + limit).map((item) => toArticle(locale, item)),
    facets,
    numFound: found.length,
  };
}
