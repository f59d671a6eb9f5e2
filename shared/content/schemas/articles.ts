import * as z from 'zod';
import { ARTICLE_SEARCH_MAX_LIMIT } from '../articles-limits';

export * from '../articles-limits';

// Articles and the article search: a CMS search of type article, read for result, facets, numFound.

export const ArticleFacetSchema = z.object({ id: z.string(), label: z.string() });
export type ArticleFacet = z.infer<typeof ArticleFacetSchema>;

export const ArticleSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Card headline; the spec's field list omits it but a card needs link text. */
  title: z.string(),
  eyebrow: z.string().optional(),
  picture: z.object({ url: z.string(), alt: z.string() }),
  facets: z.array(ArticleFacetSchema),
  tagId: z.array(z.string()),
  /** ISO date the article was published; hidden when the grid sets hidePageDate. */
  pageDate: z.string().optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleFacetCountSchema = ArticleFacetSchema.extend({ count: z.number().int().nonnegative() });
export type ArticleFacetCount = z.infer<typeof ArticleFacetCountSchema>;

export const ArticleSearchResponseSchema = z.object({
  result: z.array(ArticleSchema),
  facets: z.array(ArticleFacetCountSchema),
  numFound: z.number().int().nonnegative(),
});
export type ArticleSearchResponse = z.infer<typeof ArticleSearchResponseSchema>;

/** The editor's query on an article grid: which tags are selected (initialQuery). */
export const ArticleQuerySchema = z.object({ tagId: z.array(z.string()).default([]) });
export type ArticleQuery = z.infer<typeof ArticleQuerySchema>;

/** Query params of `/fapi/components/search` (the storefront side of article search). */
export const ArticleSearchParamsSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_SEARCH_MAX_LIMIT).default(3),
  tagId: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20).default([]),
});
export type ArticleSearchParams = z.infer<typeof ArticleSearchParamsSchema>;

