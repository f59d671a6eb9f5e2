import { canvasForPage } from '../../services/cms';
import type { PageContext, PageLoad } from './page-context';
import { canvasOrNotFound, pageTitle } from './page-context';

/** spec §2 content pages fetched by name, for the page types that have one. */
const PAGE_NAMES: Partial<Record<string, string>> = {
  cart: 'cart',
  account: 'account',
  checkout: 'checkout',
  'order-confirmation': 'order-confirmation',
};

/** Named routes and static pages by slug; an unknown slug is a 404. */
export async function loadContent(ctx: PageContext, segments: string[]): Promise<PageLoad> {
  const name = PAGE_NAMES[ctx.route.pageType] ?? segments.join('/');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(name)) return { found: false };
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: name }, 'other'));
  if (!canvas) return { found: false };
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas.title, ctx.t),
    description: canvas.description ?? `${canvas.title ?? 'Ridgeline'} — Ridgeline`,
    page: { kind: 'content', canvas },
  };
}
