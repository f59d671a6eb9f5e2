import { api } from '../../../shared/api';
import { canvasForPage } from '..';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/*
 * The help pages with forms: how to return (with order tracking) and contact us (with the
 * contact and warranty forms). Nothing of one shopper's renders here, so the registry lets them
 * be shared; the forms answer in the browser.
 */

async function helpCanvas(ctx: PageContext) {
  return canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? '' }, ctx.entry.espots));
}

export async function loadHelpReturns(ctx: PageContext): Promise<PageLoad> {
  const canvas = await helpCanvas(ctx);
  const title = canvas?.title ?? ctx.t('returns.title');
  return { found: true, status: 200, title: pageTitle(title, ctx.t), description: canvas?.description ?? title, page: { kind: 'help-returns', canvas } };
}

export async function loadHelpContactUs(ctx: PageContext): Promise<PageLoad> {
  // The categories are the same for everyone: asked without the shopper's token.
  const [canvas, categories] = await Promise.all([helpCanvas(ctx), ctx.upstream.call(api.consumer.contactUsSubjects, {})]);
  const title = canvas?.title ?? ctx.t('support.contactTitle');
  return {
    found: true,
    status: 200,
    title: pageTitle(title, ctx.t),
    description: canvas?.description ?? title,
    page: { kind: 'help-contact-us', canvas, categories: categories.ok ? categories.data.categories : null },
  };
}
