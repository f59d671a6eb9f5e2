import { canvasForPage } from '../../services/cms';
import type { PageContext, PageLoad } from './page-context';
import { canvasOrNotFound, pageTitle } from './page-context';

/** The listing size; the benchmark's category page renders one full page of 48. */
export const LISTING_PAGE_SIZE = 48;

export async function loadCategory(ctx: PageContext): Promise<PageLoad> {
  const categoryId = ctx.route.categoryId;
  if (!categoryId) return { found: false };
  // Started before the canvas is awaited: the grid streams in behind the shell.
  const listing = ctx.products.catalog({ categoryId, start: 0, count: LISTING_PAGE_SIZE, sort: 'relevance' });
  // The editors' copy shared by every listing, augmented for this category (spec §7 augmentedpage).
  const shared = ctx.cms.get({ kind: 'augmentedpage', page: 'category', categoryId });
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'category', categoryId }, 'plp'));
  if (!canvas) return { found: false };
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas.title),
    description: canvas.description ?? `Shop ${canvas.title ?? 'outdoor gear'} at Ridgeline.`,
    page: { kind: 'category', canvas, categoryId, listing: ctx.deferred.add('listing', listing), shared: ctx.deferred.add('shared', shared) },
  };
}
