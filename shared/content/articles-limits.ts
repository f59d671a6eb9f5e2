// Article constants, zod-free so the browser bundle can import them without zod.

export const ARTICLE_SEARCH_MAX_LIMIT = 50;

/** Cards per row by grid size; sizes name how roomy the grid is. */
export const ARTICLE_GRID_COLUMNS = { sm: 2, md: 3, lg: 4 } as const;
/** Facets shown collapsed by grid size. */
export const ARTICLE_FACETS_COLLAPSED = { sm: 4, md: 10, lg: 20 } as const;
/** The initial page size when rowsToLoad × columns is zero. */
export const ARTICLE_DEFAULT_PAGE_SIZE = 3;
/** Related articles on an article page. */
export const RELATED_ARTICLES_LIMIT = 4;

export type ArticleGridSize = keyof typeof ARTICLE_GRID_COLUMNS;

/** Articles per page: rowsToLoad × columns, or the spec default of 3 when that is zero. */
export function articlePageSize(rowsToLoad: number, gridSize: ArticleGridSize): number {
  return Math.min(rowsToLoad * ARTICLE_GRID_COLUMNS[gridSize], ARTICLE_SEARCH_MAX_LIMIT) || ARTICLE_DEFAULT_PAGE_SIZE;
}
