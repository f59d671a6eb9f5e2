import { canvasForPage } from '..';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A CMS page as the page's content: the page the registry names, else the path's slug (an unknown one is a 404). */
export async function loadContent(ctx: PageContext, segments: readonly string[]): Promise<PageLoad> {
  const name = ctx.entry.cmsPage ?? segments.join('/');
  if (!SLUG.test(name)) return { found: false };
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: name }, ctx.entry.espots));
  if (!canvas) return { found: false };
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas.title, ctx.t),
    description: canvas.description ?? `${canvas.title ?? 'Ridgeline'} — Ridgeline`,
    page: { kind: 'content', canvas },
  };
}
