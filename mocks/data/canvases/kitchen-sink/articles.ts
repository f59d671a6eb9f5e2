import { articlePageSize } from '../../../../shared/content/articles-limits';
import { relatedStories } from '../../articles/pages';
import { searchStories, STORIES, toArticle } from '../../articles/stories';
import type { CanvasContext } from '../context';
import { copyFor } from '../language';
import { PAGE_COPY } from './copy/page';

/** The kitchen-sink section for this block family: every type at least once. */
export function articlesBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, PAGE_COPY).articles;
  const rowsToLoad = 2;
  const gridSize = 'sm';
  const featured = STORIES[0];
  return [
    {
      id: 'ks-article-grid',
      type: 'article-grid',
      title: copy.grid,
      rowsToLoad,
      gridSize,
      initialQuery: { tagId: [] },
      initialQueryNotFiltered: { tagId: [] },
      showFilterBar: true,
      loadMore: true,
      hidePageDate: false,
      // The CMS resolves page one so the server renders it (no layout jump, visible without JS).
      initialResults: searchStories({ locale: ctx.locale, offset: 0, limit: articlePageSize(rowsToLoad, gridSize), tagId: [] }),
    },
    ...(featured
      ? [{ id: 'ks-related-articles', type: 'related-articles', title: copy.related, limit: 4, articles: relatedStories(featured).map((item) => toArticle(ctx.locale, item)) }]
      : []),
  ];
}
