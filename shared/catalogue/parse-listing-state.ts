import * as z from 'zod';
import { CatalogSortSchema, FACET_IDS, type FacetId } from './schemas/catalog';
import { canonicalValues, DEFAULT_SORT, emptyFilters, MAX_LISTING_PAGE, type ListingState } from './listing-state';

// Apart from the listing state's helpers (./listing-state): the browser reads a URL only when the
// visitor goes back or forward, and loads zod for it then.

// Size codes (M, XL, 10.5, W32-L30), colour slugs, genders and activities: short tokens.
const TokenSchema = z.string().trim().regex(/^[\p{L}\p{N}][\p{L}\p{N} ._'/-]{0,39}$/u);
// Price buckets are `min-max` in whole currency units; `300-` is the open top bucket.
const PriceBucketSchema = z.string().trim().regex(/^\d{1,6}-(\d{1,6})?$/);
const VALUE_SCHEMAS: Record<FacetId, z.ZodType<string>> = {
  size: TokenSchema,
  color: TokenSchema,
  gender: TokenSchema,
  activity: TokenSchema,
  price: PriceBucketSchema,
};
const PageSchema = z.string().regex(/^\d{1,4}$/).transform(Number).pipe(z.number().int().min(1));

/**
 * Reads a listing state from a page URL's query. Unknown parameters and
 * malformed values are dropped silently: a hand-edited or stale link still
 * shows a listing, and nothing unvalidated reaches the backend.
 */
export function parseListingState(params: URLSearchParams): ListingState {
  const sort = CatalogSortSchema.safeParse(params.get('sort'));
  const page = PageSchema.safeParse(params.get('page') ?? '');
  const filters = emptyFilters();
  for (const id of FACET_IDS) {
    const valid = params.getAll(id).flatMap((raw) => {
      const parsed = VALUE_SCHEMAS[id].safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    });
    filters[id] = canonicalValues(valid);
  }
  return {
    sort: sort.success ? sort.data : DEFAULT_SORT,
    filters,
    page: page.success ? Math.min(page.data, MAX_LISTING_PAGE) : 1,
  };
}
