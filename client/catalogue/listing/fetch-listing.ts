import { filterEntries, serializeListingState, type ListingState } from '../../../shared/catalogue/listing-state';
import { joinPages, splitRange, type PageRange } from '../../../shared/catalogue/paging';
import type { CatalogResponse, FacetId } from '../../../shared/catalogue/schemas/catalog';
import { api, callApi } from '../../api';

/** What a listing lists: a category's products or a search's results. */
export type ListingSource = { kind: 'category'; categoryId: string } | { kind: 'search'; q: string };

/** The page URL's query for a state: the search term first, then the canonical listing state. */
export function pageQuery(source: ListingSource, state: ListingState): string {
  const query = serializeListingState(state, source.kind === 'search' ? { q: source.q } : {});
  return query ? `?${query}` : '';
}

/** The facets of a state as lists, in the canonical order (facets fixed, values sorted). */
function facetLists(state: ListingState): Partial<Record<FacetId, string[]>> {
  const lists: Partial<Record<FacetId, string[]>> = {};
  for (const [id, value] of filterEntries(state.filters)) lists[id] = [...(lists[id] ?? []), value];
  return lists;
}

// The page parameter is the browser's business; the API gets the range it stands for.
function fetchPart(source: ListingSource, state: ListingState, range: PageRange, signal: AbortSignal) {
  const listing = { ...facetLists(state), sort: state.sort, start: range.start, count: range.count };
  return source.kind === 'search'
    ? callApi(api.products.productSearch, { query: { q: source.q, ...listing }, signal })
    : callApi(api.products.catalog, { query: { categoryId: source.categoryId, ...listing }, signal });
}

export class ListingFetchError extends Error {}

/**
 * Fetches a range of a listing through the commerce proxy and validates it
 * before use; ranges larger than the backend serves are fetched in parts.
 */
export async function fetchListing(source: ListingSource, state: ListingState, range: PageRange, signal: AbortSignal): Promise<CatalogResponse> {
  const pages = await Promise.all(
    splitRange(range).map(async (part) => {
      const result = await fetchPart(source, state, part, signal);
      if (!result.ok) throw new ListingFetchError(`listing request failed with ${result.status} ${result.error.errorId}`);
      return result.data;
    }),
  );
  return joinPages(pages);
}
