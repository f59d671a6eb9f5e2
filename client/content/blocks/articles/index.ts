import type { ARTICLE_BLOCKS } from '../../../../shared/content/schemas/blocks/articles';
import type { BlockViews } from '../types';
import { ArticleGrid } from './ArticleGrid';
import { RelatedArticles } from './RelatedArticles';

export const ARTICLE_VIEWS: BlockViews<keyof typeof ARTICLE_BLOCKS> = {
  'article-grid': ArticleGrid,
  'related-articles': RelatedArticles,
};
