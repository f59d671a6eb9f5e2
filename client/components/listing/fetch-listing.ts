import { joinPages, serializeListingState, splitRange, type ListingState, type PageRange } from '../../../shared/catalog';
import { CatalogResponseSchema, type CatalogResponse } from '../../../shared/schemas';

/** What a listing lists: a category's products or a search's results. */
export type ListingSource = { kind: 'category'; categoryId: string } | { kind: 'search'; q: string };

/** The page URL's query for a state: the search term first, then the canonical listing state. */
export function pageQuery(source: ListingSource, state: ListingState): string {
  const query = serializeListingState(state, source.kind === 'search' ? { q: source.q } : {});
  return query ? `?${query}` : '';
}

function apiUrl(source: ListingSource, state: ListingState, range: PageRange): string {
  // The page parameter is the browser's business; the API gets the range it stands for.
  const params = new URLSearchParams(serializeListingState({ ...state, page: 1 }, source.kind === 'search' ? { q: source.q } : { categoryId: source.categoryId }));
  if (!params.has('sort')) params.set('sort', state.sort);
  params.set('start', String(range.start));
  params.set('count', String(range.count));
  const path = source.kind === 'search' ? '/api/products/v2/search/productSearch' : '/api/products/v2/catalog';
  return `${path}?${params}`;
}

export class ListingFetchError extends Error {}

/**
 * Fetches a range of a listing through the commerce proxy and validates it
 * before use; ranges larger than the backend serves are fetched in parts.
 */
export async function fetchListing(source: ListingSource, state: ListingState, range: PageRange, signal: AbortSignal): Promise<CatalogResponse> {
  const pages = await Promise.all(
    splitRange(range).map(async (part) => {
      const response = await fetch(apiUrl(source, state, part), { headers: { accept: 'application/json' }, signal });
      if (!response.ok) throw new ListingFetchError(`listing request failed with ${response.status}`);
      const parsed = CatalogResponseSchema.safeParse(await response.json());
      if (!parsed.success) throw new ListingFetchError('listing response failed its schema');
      return parsed.data;
    }),
  );
  return joinPages(pages);
}
