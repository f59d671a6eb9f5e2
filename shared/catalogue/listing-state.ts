import type { CatalogSort, Facet, FacetId } from './schemas/catalog';
import { FACET_IDS } from './catalog-options';

/**
 * What a listing shows, as it lives in the page URL (filters, sort and
 * page live in the URL so a shared link reproduces the view):
 * `?color=black&color=navy&size=M&sort=price-asc&page=2`.
 */
export interface ListingState {
  sort: CatalogSort;
  /** Every facet id is present; an empty list means no filter on that facet. */
  filters: Record<FacetId, string[]>;
  /** 1-based: page N shows the first N × LISTING_PAGE_SIZE products. */
  page: number;
}

/** One listing page: the grid and each 'load more' (the benchmark's listing renders one page). */
export const LISTING_PAGE_SIZE = 48;
/** A deep link may ask for at most this many pages at once, so one URL cannot ask the backend for everything. */
export const MAX_LISTING_PAGE = 10;
/** Values per facet a URL may select; more is not a shopper, and each one is forwarded upstream. */
export const MAX_FACET_VALUES = 20;
export const DEFAULT_SORT: CatalogSort = 'relevance';

export function emptyFilters(): Record<FacetId, string[]> {
  return { size: [], color: [], gender: [], activity: [], price: [] };
}

export function defaultListingState(): ListingState {
  return { sort: DEFAULT_SORT, filters: emptyFilters(), page: 1 };
}

/** Canonical value order: deduplicated and sorted, so two orders of clicking give one URL and one cache key. */
export function canonicalValues(values: Iterable<string>): string[] {
  return [...new Set(values)].sort().slice(0, MAX_FACET_VALUES);
}

/** The facet filters as repeatable query parameters, in FACET_IDS order (also the upstream's format). */
export function filterEntries(filters: Record<FacetId, string[]>): Array<[FacetId, string]> {
  return FACET_IDS.flatMap((id) => canonicalValues(filters[id]).map((value): [FacetId, string] => [id, value]));
}

/**
 * The canonical query for a state: facets in a fixed order, values sorted,
 * defaults (relevance, page 1) left out. `leading` parameters (the search
 * `q`) come first.
 */
export function serializeListingState(state: ListingState, leading: Record<string, string> = {}): string {
  const params = new URLSearchParams(leading);
  for (const [id, value] of filterEntries(state.filters)) params.append(id, value);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export function hasFilters(state: ListingState): boolean {
  return FACET_IDS.some((id) => state.filters[id].length > 0);
}

/** Selecting or clearing a value starts the listing again from the first page. */
export function toggleFilter(state: ListingState, id: FacetId, value: string): ListingState {
  const current = state.filters[id];
  const next = current.includes(value) ? current.filter((v) => v !== value) : canonicalValues([...current, value]);
  return { ...state, filters: { ...state.filters, [id]: next }, page: 1 };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: emptyFilters(), page: 1 };
}

export function withSort(state: ListingState, sort: CatalogSort): ListingState {
  return { ...state, sort, page: 1 };
}

/** Whether two states show the same products (a back/forward entry that needs no refetch). */
export function sameListingState(a: ListingState, b: ListingState): boolean {
  return serializeListingState(a) === serializeListingState(b);
}

/**
 * The filters a response says it applied (each facet value's `selected`).
 * A listing the backend answered without some of the URL's values (it did
 * not know them) shows only what was really applied. Without facets in the
 * response there is nothing to go by, and the state stands.
 */
export function appliedState(state: ListingState, facets: readonly Facet[]): ListingState {
  if (facets.length === 0) return state;
  const filters = emptyFilters();
  for (const facet of facets) {
    const selected = new Set(facet.values.filter((value) => value.selected).map((value) => value.id));
    filters[facet.id] = state.filters[facet.id].filter((value) => selected.has(value));
  }
  return { ...state, filters };
}
