import type { CatalogResponse } from './schemas/catalog';

/** The most products the catalog and search calls return per request (the mocks cap `count` here too). */
export const UPSTREAM_MAX_COUNT = 96;

export interface PageRange {
  start: number;
  count: number;
}

/**
 * Splits a range the upstream cannot serve in one call (a deep link to page 3
 * wants 144 products) into consecutive calls of at most UPSTREAM_MAX_COUNT.
 */
export function splitRange({ start, count }: PageRange, max = UPSTREAM_MAX_COUNT): PageRange[] {
  const ranges: PageRange[] = [];
  for (let offset = 0; offset < count; offset += max) ranges.push({ start: start + offset, count: Math.min(max, count - offset) });
  return ranges.length ? ranges : [{ start, count: 0 }];
}

/** Joins consecutive pages into one response; facets and totals come from the first. */
export function joinPages(pages: readonly CatalogResponse[]): CatalogResponse {
  const [first, ...rest] = pages;
  if (!first) throw new Error('joinPages needs at least one page');
  if (rest.length === 0) return first;
  const products = pages.flatMap((page) => page.products);
  return { ...first, count: products.length, products };
}

/** The state of the shopper's 'load more': how many are shown and what the next request is. */
export function nextRange(shown: number, numFound: number, pageSize: number): PageRange | null {
  return shown < numFound ? { start: shown, count: pageSize } : null;
}
