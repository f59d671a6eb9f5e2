import type { Article, ArticleFacetCount, ArticleSearchResponse } from '../../../shared/content/schemas/articles';
import { getSite } from '../../../shared/site';
import type { ContentLanguage } from '../category-names';
import { contentLanguage } from '../content-language';
import { bannerImageUrl, pageUrl } from '../urls';
import { STORY_COPY } from './story-copy';
import type { StoryCopy } from './story-copy/types';
import { articleTags, type TagId } from './tags';
import { STORY_INDEX, type StorySlug } from './story-index';

// The mock CMS's outdoor stories: the article grid searches them and each has its own page.
// A story's slug (its URL) was made from its English title and stays the same in every language.

export type { StorySlug };

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
