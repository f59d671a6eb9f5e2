import { canvasForPage } from '..';
import { ContentError } from '../../errors/content-error';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';
import { homeJsonLd, jsonLdText } from '../../../shared/seo';

export async function loadHome(ctx: PageContext): Promise<PageLoad> {
  const canvas = await canvasForPage(ctx.cms, { kind: 'page', page: 'home' }, ctx.entry.espots);
  if (!canvas.ok) throw new ContentError(canvas, ctx.url.pathname);
  const site = { origin: ctx.url.origin, site: ctx.request.site };
  return {
    found: true,
    status: 200,
    title: pageTitle(undefined, ctx.t),
    description: canvas.data.description ?? ctx.t('description.home'),
    page: { kind: 'home', canvas: canvas.data, structuredData: jsonLdText(homeJsonLd(site)) },
  };
}
