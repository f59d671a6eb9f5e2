// A listing's facets and sorts, without zod: the listing pages render and toggle them on their
// first load, and the schemas (./catalog) load only with a call.

/**
 * Listing facets. The upstream catalog and search calls take each
 * facet id as a repeatable query parameter (`color=black&color=navy`): values
 * within a facet are ORed, facets are ANDed. Counts are disjunctive: a facet's
 * counts apply every other facet's selection but not its own.
 */
export const FACET_IDS = ['size', 'color', 'gender', 'activity', 'price'] as const;

/** Sort keys of the catalog and search calls (relevance, newest, price both ways, rating). */
export const CATALOG_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;

/** Whether a value (a select's, a URL's) is one of the sort keys. */
export function isCatalogSort(value: unknown): value is (typeof CATALOG_SORTS)[number] {
  return (CATALOG_SORTS as readonly unknown[]).includes(value);
}
