import type { RequestContext } from '../../env';
import { MemoryCache } from '../../content';
import { isShareable } from '../../../shared/routing';

/*
 * Whether a page shows a personalised block (an experience or a recommendation), as its last
 * render in this isolate found. It is a fact about the content at that address, the same for
 * every visitor of the segment (every variant of a segmentation block counts), so a page known to
 * show none needs no decision from the engine: only its page view, which the engine still counts.
 * The first view of a page, and the first after it expires here, asks for the decision as before,
 * and a page an editor has just personalised renders its baselines once before it is decided.
 */
const SHOWN = new MemoryCache<boolean>(10 * 60 * 1000, 1000);

/**
 * The page's key: the site, the segment (which can choose other content) and the page. A shareable
 * page is its address; a page of one shopper's (cart, checkout, an order) is its page type, as its
 * content is, so no key holds an order number or a token from someone's link. None in preview,
 * where drafts differ, and none off the page registry.
 */
export function personalisedPageKey(ctx: Pick<RequestContext, 'preview' | 'site' | 'url' | 'segmentKey' | 'route'>): string | null {
  if (ctx.preview.active || ctx.route === null) return null;
  const page = isShareable(ctx.route.pageType) ? ctx.url.pathname : ctx.route.pageType;
  return `${ctx.site.locale}|${ctx.segmentKey}|${page}`;
}

/** True or false when a render here found out; undefined when this isolate has not rendered the page lately. */
export function showsPersonalised(key: string | null): boolean | undefined {
  return key === null ? undefined : SHOWN.get(key);
}

export function rememberPersonalised(key: string | null, shows: boolean): void {
  if (key !== null) SHOWN.set(key, shows);
}
