import { canvasForPage } from '..';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, notFoundPage, pageTitle } from '../../pages/page-context';
import { isErrorDescription } from '../../../shared/routing';

const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** The CMS's page-not-found content, which every unclaimed path shows too. */
const ERROR_PAGE = 'error-4xx';

/** A CMS page as the page's content: the page the registry names, else the path's slug (an unknown one is a 404). */
export async function loadContent(ctx: PageContext, segments: readonly string[]): Promise<PageLoad> {
  const name = ctx.entry.cmsPage ?? segments.join('/');
  if (!SLUG.test(name)) return { found: false };
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: name }, ctx.entry.espots));
  if (!canvas) return { found: false };
  // The error page asked for by its name, or any page whose description says it is not available,
  // is an error page: it answers its status (404), so crawlers and monitors see what shoppers see.
  if (name === ERROR_PAGE || isErrorDescription(canvas.description)) {
    return notFoundPage(ctx, canvas);
  }
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas.title, ctx.t),
    description: canvas.description ?? `${canvas.title ?? 'Ridgeline'} — Ridgeline`,
    page: { kind: 'content', canvas },
  };
}
