import { canvasForPage } from '..';
import type { PageContext } from '../../pages/page-context';
import { canvasOrNotFound } from '../../pages/page-context';

/*
 * The help pages with forms: how to return (with order tracking) and contact us (with the
 * contact and warranty forms). Nothing of one shopper's renders here, so the registry lets them
 * be shared; the forms answer in the browser.
 */

/** The help page's own CMS canvas; null when the CMS has none. */
export async function helpCanvas(ctx: PageContext) {
  return canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? '' }, ctx.entry.espots));
}
