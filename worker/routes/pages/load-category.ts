import { canvasForPage } from '../../services/cms';
import { ContentError } from '../../errors/content-error';
import type { PageContext, PageLoad } from './page-context';
import { pageTitle } from './page-context';

/** The listing size; the benchmark's category page renders one full page of 48. */
export const LISTING_PAGE_SIZE = 48;

export async function loadCategory(ctx: PageContext): Promise<PageLoad> {
  const categoryId = ctx.route.categoryId;
  if (!categoryId) return { found: false };
  // Started before the canvas is awaited: the grid streams in behind the shell.
  const listing = ctx.products.catalog({ categoryId, start: 0, count: LISTING_PAGE_SIZE, sort: 'relevance' });
  // The editors' copy shared by every listing, augmented for this category (spec §7 augmentedpage).
  const shared = ctx.cms.get({ kind: 'augmentedpage', page: 'category', categoryId });
  const canvas = await canvasForPage(ctx.cms, { kind: 'category', categoryId }, 'plp');
  if (!canvas.ok) {
    if (canvas.status === 404) return { found: false };
    throw new ContentError(canvas, ctx.url.pathname);
  }
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas.data.title),
    description: canvas.data.description ?? `Shop ${canvas.data.title ?? 'outdoor gear'} at Ridgeline.`,
    page: { kind: 'category', canvas: canvas.data, categoryId, listing: ctx.deferred.add('listing', listing), shared: ctx.deferred.add('shared', shared) },
  };
}
