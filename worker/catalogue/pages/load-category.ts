import { LISTING_PAGE_SIZE, hasFilters, parseListingState } from '../../../shared/catalogue';
import type { LoadResult } from '../../../shared/page';
import type { CatalogResponse } from '../../../shared/catalogue/schemas/catalog';
import type { Breadcrumb } from '../../../shared/catalogue/schemas/product';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

export { LISTING_PAGE_SIZE } from '../../../shared/catalogue';

/**
 * The trail above a listing: the first product's breadcrumbs cut at this
 * category (a product also sits in deeper categories), so the category itself
 * is the current page and only its ancestors are links.
 */
export function listingTrail(listing: CatalogResponse, categoryId: string): Breadcrumb[] {
  const crumbs = listing.products[0]?.breadcrumbs ?? [];
  const at = crumbs.findIndex((crumb) => crumb.id === categoryId);
  return at === -1 ? [] : crumbs.slice(0, at);
}

/**
 * A well-formed filter value the backend does not know (a stale or hand-edited
 * link) is refused with a 400; the shopper then gets the unfiltered listing
 * rather than an error, and the grid shows no filter as applied.
 */
export async function withoutUnknownFilters(
  result: Promise<LoadResult<CatalogResponse>>,
  filtered: boolean,
  unfiltered: () => Promise<LoadResult<CatalogResponse>>,
): Promise<LoadResult<CatalogResponse>> {
  const first = await result;
  return !first.ok && first.status === 400 && filtered ? unfiltered() : first;
}

// Per isolate, by the listing's identity: a listing served from the catalogue cache is the same
// object for every shopper, so its trimmed copy (and that copy's JSON, see deferred.tsx) is too.
const TRIMMED = new WeakMap<LoadResult<CatalogResponse>, LoadResult<CatalogResponse>>();

/** Tiles do not render breadcrumbs; dropping them keeps 48 trails out of the streamed page data. */
function withoutTrails(result: LoadResult<CatalogResponse>): LoadResult<CatalogResponse> {
  if (!result.ok) return result;
  let trimmed = TRIMMED.get(result);
  if (!trimmed) {
    trimmed = { ok: true, data: { ...result.data, products: result.data.products.map(({ breadcrumbs: _trail, ...tile }) => tile) } };
    TRIMMED.set(result, trimmed);
  }
  return trimmed;
}

export async function loadCategory(ctx: PageContext): Promise<PageLoad> {
  const categoryId = ctx.route.categoryId;
  if (!categoryId) return { found: false };
  // Unknown or malformed facet, sort and page parameters are dropped here and never forwarded.
  const state = parseListingState(ctx.url.searchParams);
  // A shared link to page N paints all N pages at once (the link reproduces the view).
  // Started before the canvas is awaited: the grid streams in behind the shell.
  const query = { categoryId, start: 0, count: state.page * LISTING_PAGE_SIZE, sort: state.sort, filters: state.filters };
  const listing = withoutUnknownFilters(ctx.products.catalog(query), hasFilters(state), () => ctx.products.catalog({ ...query, filters: undefined }));
  // The editors' copy shared by every listing, augmented for this category (the augmentedpage canvas).
  const shared = ctx.cms.get({ kind: 'augmentedpage', page: 'category', categoryId });
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'category', categoryId }, ctx.entry.espots));
  if (!canvas) return { found: false };
  const trail = listing.then((result): LoadResult<Breadcrumb[]> => ({ ok: true, data: result.ok ? listingTrail(result.data, categoryId) : [] }));
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas.title, ctx.t),
    description: canvas.description ?? `Shop ${canvas.title ?? 'outdoor gear'} at Ridgeline.`,
    page: {
      kind: 'category',
      canvas,
      categoryId,
      state,
      listing: ctx.deferred.add('listing', listing.then(withoutTrails)),
      trail: ctx.deferred.add('trail', trail),
      shared: ctx.deferred.add('shared', shared),
    },
  };
}
