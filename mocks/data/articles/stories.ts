import type { Article, ArticleFacet, ArticleFacetCount, ArticleSearchResponse } from '../../../shared/schemas';
import { bannerImageUrl, pageUrl, slugify } from '../urls';

// The mock CMS's outdoor stories: the article grid searches them and each has its own page.

export const ARTICLE_TAGS: readonly ArticleFacet[] = [
  { id: 'trail-guides', label: 'Trail Guides' },
  { id: 'gear-care', label: 'Gear Care' },
  { id: 'athlete-stories', label: 'Athlete Stories' },
  { id: 'hiking', label: 'Hiking' },
  { id: 'trail-running', label: 'Trail Running' },
  { id: 'climbing', label: 'Climbing' },
  { id: 'camping', label: 'Camping' },
  { id: 'winter', label: 'Winter' },
  { id: 'skills', label: 'Skills' },
];
const TAG_BY_ID = new Map(ARTICLE_TAGS.map((tag) => [tag.id, tag]));

export interface Story {
  slug: string;
  title: string;
  eyebrow: string;
  tags: string[];
  pageDate: string;
  /** Two short paragraphs of body copy. */
  body: [string, string];
}

const story = (title: string, eyebrow: string, tags: string[], pageDate: string, body: [string, string]): Story => ({
  slug: slugify(title), title, eyebrow, tags, pageDate, body,
});

/** Newest first: the order the search returns. */
export const STORIES: readonly Story[] = [
  story('Five Ridge Walks for Long Autumn Days', 'Trail guide', ['trail-guides', 'hiking'], '2026-10-28', ['Golden larches, cold mornings and empty car parks: autumn is the best season on the high ridges.', 'Each of these routes takes six to nine hours and stays above the treeline for most of the day.']),
  story('How to Re-Proof a Waterproof Shell', 'Gear care', ['gear-care', 'skills'], '2026-10-21', ['If rain soaks into the face fabric instead of beading, your jacket needs a wash and a fresh DWR treatment.', 'Wash with a technical cleaner, rinse twice, then tumble dry on low heat to reactivate the finish.']),
  story('Maya Okafor on Running 100 Miles Through the Desert', 'Athlete story', ['athlete-stories', 'trail-running'], '2026-10-14', ['Maya trained through a hot summer for her first hundred-miler and finished in the top ten.', 'She talks about heat acclimatisation, night sections and why she walks every climb.']),
  story('A Beginner Guide to Hut-to-Hut Hiking', 'Trail guide', ['trail-guides', 'hiking', 'skills'], '2026-10-07', ['Hut trips let you travel light over several days while someone else cooks dinner.', 'Book early, pack a sleeping-bag liner and plan for one rest day in the middle.']),
  story('Caring for Down Sleeping Bags', 'Gear care', ['gear-care', 'camping'], '2026-09-30', ['Down lofts for decades if you store it uncompressed and wash it rarely but properly.', 'Use a front-loading machine, down wash and three tennis balls in the dryer.']),
  story('The Climber Who Rebuilt Her Local Crag', 'Athlete story', ['athlete-stories', 'climbing'], '2026-09-23', ['Jess Lindqvist spent three summers replacing rusted bolts on the crag where she learned to climb.', 'Her crew of volunteers has now re-equipped more than two hundred routes.']),
  story('Choosing Your First Trail Running Shoes', 'Skills', ['trail-running', 'skills'], '2026-09-16', ['Grip, drop and cushioning matter more on trails than on the road.', 'Try shoes in the afternoon, with the socks you run in, and walk downhill on the shop ramp.']),
  story('Three Lakes Loop: a Weekend Backpacking Route', 'Trail guide', ['trail-guides', 'camping', 'hiking'], '2026-09-09', ['This 32-kilometre loop links three alpine lakes with two easy passes.', 'Camp at the middle lake for the best sunset and fill water at every outlet stream.']),
  story('Washing and Storing Your Tent', 'Gear care', ['gear-care', 'camping'], '2026-09-02', ['A tent packed away damp can mildew in a week.', 'Pitch it at home to dry, sponge off mud with cool water and store it loosely in a breathable sack.']),
  story('Winter Layering Explained', 'Skills', ['winter', 'skills'], '2026-08-26', ['Base, mid and shell layers each do one job: wick, insulate and protect.', 'Start cold, vent early and add a puffy the moment you stop.']),
  story('Running the Ridgeline Skyrace With Tomas Berg', 'Athlete story', ['athlete-stories', 'trail-running'], '2026-08-19', ['Tomas has won the Ridgeline Skyrace three times and still calls the final descent terrifying.', 'He shares his taper week, his fuelling plan and the mistake that cost him in 2024.']),
  story('A Guide to Alpine Starts', 'Trail guide', ['trail-guides', 'climbing', 'skills'], '2026-08-12', ['Leaving at 3am feels brutal until you are off the glacier before the afternoon storms.', 'Lay out everything the night before and eat breakfast on the walk in.']),
  story('Resoling Climbing Shoes: When and How', 'Gear care', ['gear-care', 'climbing'], '2026-08-05', ['Resole before the rand wears through and your favourite shoes can last several more seasons.', 'Most resolers turn shoes around in two weeks; send them clean and dry.']),
  story('Snowshoe Routes Close to the City', 'Trail guide', ['trail-guides', 'winter', 'hiking'], '2026-07-29', ['Four gentle snowshoe loops less than an hour from town, each with a warm cafe at the trailhead.', 'Check avalanche bulletins even on easy terrain and carry a headlamp in the short days.']),
  story('Leave No Trace at Busy Campsites', 'Skills', ['camping', 'skills'], '2026-07-22', ['Popular sites recover only when every visitor camps on durable ground and packs out all waste.', 'Use established fire rings or, better, cook on a stove.']),
  story('Ines Duarte: From Gym Climber to Big Walls', 'Athlete story', ['athlete-stories', 'climbing'], '2026-07-15', ['Five years after her first indoor session, Ines topped out a 900-metre granite wall.', 'She explains how she learned to haul, sleep on a portaledge and manage fear.']),
  story('Cleaning and Conditioning Leather Boots', 'Gear care', ['gear-care', 'hiking'], '2026-07-08', ['Leather boots stay supple and waterproof with a brush, lukewarm water and a thin coat of wax.', 'Never dry them next to a heater: the leather cracks.']),
  story('Coastal Trail Running on the Cliffs', 'Trail guide', ['trail-guides', 'trail-running'], '2026-07-01', ['A 21-kilometre out-and-back along sea cliffs, with two beaches and one steep staircase.', 'Run it at low tide so you can cut across the second bay on the sand.']),
  story('How to Pitch a Tent in the Wind', 'Skills', ['camping', 'skills', 'winter'], '2026-06-24', ['Pitch the tail into the wind, stake the windward corners first and keep the door downwind.', 'Guy out every point before you go to sleep, not after the first gust.']),
  story('A Family Hiking Season With the Nguyen Crew', 'Athlete story', ['athlete-stories', 'hiking'], '2026-06-17', ['Four kids, two parents and forty summits in one summer.', 'Their rules: snacks every hour, a kid-chosen route every weekend and no complaints about wet socks.']),
  story('Sharpening Crampons and Ice Axes', 'Gear care', ['gear-care', 'winter', 'climbing'], '2026-06-10', ['Blunt points skate on hard ice; a hand file restores them in ten minutes.', 'File with the original bevel and never use a grinder: heat ruins the temper.']),
  story('Desert Canyons for Spring Hiking', 'Trail guide', ['trail-guides', 'hiking'], '2026-06-03', ['Narrow slot canyons stay cool until late spring and glow orange in the midday light.', 'Check the flash-flood forecast upstream before you enter any slot.']),
  story('First Night Winter Camping', 'Skills', ['winter', 'camping', 'skills'], '2026-05-27', ['A warm night in the snow is about a thick sleeping pad, a dry base layer and a hot water bottle.', 'Stamp out a platform and let it harden before you pitch.']),
  story('Night Running With a Headlamp', 'Skills', ['trail-running', 'skills'], '2026-05-20', ['Running after dark sharpens your footwork and makes familiar trails feel new.', 'Carry a spare light and start on routes you already know by day.']),
];

export const articleUrl = (locale: string, slug: string) => pageUrl(locale, `stories/${slug}`);

export function toArticle(locale: string, item: Story): Article {
  return {
    id: `article-${item.slug}`,
    url: articleUrl(locale, item.slug),
    title: item.title,
    eyebrow: item.eyebrow,
    picture: { url: bannerImageUrl(`story-${item.slug}`), alt: item.title },
    facets: item.tags.flatMap((id) => TAG_BY_ID.get(id) ?? []),
    tagId: item.tags,
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
  const facets: ArticleFacetCount[] = ARTICLE_TAGS.map((tag) => ({ ...tag, count: STORIES.filter((item) => item.tags.includes(tag.id)).length }));
  return {
    result: found.slice(offset, offset + limit).map((item) => toArticle(locale, item)),
    facets,
    numFound: found.length,
  };
}
