import * as z from 'zod';
import { ArticleQuerySchema, ArticleSchema, ArticleSearchResponseSchema, RELATED_ARTICLES_LIMIT } from '../articles';
import { PlainText } from '../common';

// Article grid and the article page's related content.

export const ArticleGridSchema = z.object({
  id: z.string(),
  type: z.literal('article-grid'),
  title: PlainText.optional(),
  rowsToLoad: z.number().int().min(0).max(10),
  gridSize: z.enum(['sm', 'md', 'lg']),
  /** Tags selected when the grid first shows. */
  initialQuery: ArticleQuerySchema,
  /** Tags that "clear all" restores: the grid's unfiltered state. */
  initialQueryNotFiltered: ArticleQuerySchema,
  showFilterBar: z.boolean(),
  loadMore: z.boolean(),
  hidePageDate: z.boolean(),
  /** Page one for initialQuery, resolved by the CMS so the server renders it. */
  initialResults: ArticleSearchResponseSchema.optional(),
});
export type ArticleGrid = z.infer<typeof ArticleGridSchema>;

export const RelatedArticlesSchema = z.object({
  id: z.string(),
  type: z.literal('related-articles'),
  title: PlainText,
  /** At most 4 related articles. */
  limit: z.number().int().min(1).max(RELATED_ARTICLES_LIMIT).default(RELATED_ARTICLES_LIMIT),
  articles: z.array(ArticleSchema),
});
export type RelatedArticles = z.infer<typeof RelatedArticlesSchema>;

export const ARTICLE_BLOCKS = {
  'article-grid': ArticleGridSchema,
  'related-articles': RelatedArticlesSchema,
} as const;
