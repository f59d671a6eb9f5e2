import type { Env, RequestContext } from '../env';
import { pageEntry, type ClassifiedPath, type PageEntry } from '../../shared/routing';
import type { LoadResult, PageModel, ParsedCanvas } from '../../shared/page';
import { ContentError } from '../errors/content-error';
import { logContentLeftOut, standsWithoutCms } from './cms-outage';
import { createCanvasClient, type CanvasClient } from '../content';
import { createProductsClient, type ProductsClient } from '../catalogue';
import { createUpstreamClient, type ShopperAuth, type UpstreamClient } from '../upstream';
import { createDeferredRegistry, type DeferredRegistry } from '../render/deferred-registry';
import { translatorFor } from '../../shared/i18n/catalogues';
import type { Translate } from '../../shared/i18n';
import type { CartOutcome } from '../cart';
import type { CheckoutState, OrderConfirmation } from '../../shared/checkout/checkout-routes';

/** The basket's checkout state, or why it could not be read. */
export type CheckoutRead = { ok: true; state: CheckoutState } | { ok: false; errorId: string; message: string };

/** The checkout's own data, read through the shopper's session (only the checkout pages ask). */
export interface CheckoutReads {
  state: () => Promise<CheckoutRead>;
  /** One of this shopper's placed orders; null when there is none of that number for them. */
  confirmedOrder: (orderNumber: string) => Promise<OrderConfirmation | null>;
}

const NO_CHECKOUT: CheckoutReads = {
  state: () => Promise.resolve({ ok: false, errorId: 'GEN500', message: 'Checkout is not available' }),
  confirmedOrder: () => Promise.resolve(null),
};

/** What a page loader gets: this request's clients and where to register streamed regions. */
export interface PageContext {
  /** Bindings and vars, for the settings a loader reads. */
  env: Env;
  request: RequestContext;
  route: ClassifiedPath;
  /** The registry entry of route's page: its CMS page, espot route pattern and flags. */
  entry: PageEntry;
  url: URL;
  cms: CanvasClient;
  products: ProductsClient;
  deferred: DeferredRegistry;
  /** The site's interface strings, for titles and descriptions. */
  t: Translate;
  /** The shopper's basket and saved list, read through their session (the cart page's own data). */
  shopperCart: () => Promise<CartOutcome>;
  /** Upstream calls on the shopper's behalf (their profile, addresses, orders), carrying their access token. */
  shopper: UpstreamClient;
  checkout: CheckoutReads;
  /** Upstream calls whose answer is the same for everyone, never carrying a shopper's token. */
  upstream: UpstreamClient;
  /** Keeps work (a cache write) running after the answer; a site's feature flags read their datafile through it. */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** A page, none (404), or another URL the shopper is sent to (302): a checkout step not yet allowed, say. */
export type PageLoad = { found: true; status: number; title: string; description: string; page: PageModel } | { found: false; redirect?: string };

/** Loads one page's model; `segments` are the path's segments after the locale. */
export type PageLoader = (ctx: PageContext, segments: readonly string[]) => Promise<PageLoad>;

export function createPageContext(
  env: Env,
  request: RequestContext,
  route: ClassifiedPath,
  url: URL,
  waitUntil: (promise: Promise<unknown>) => void,
  shopperCart: () => Promise<CartOutcome> = () => Promise.resolve({ ok: true, answer: { cart: null, saveForLater: null } }),
  shopperAuth?: ShopperAuth,
  checkout: CheckoutReads = NO_CHECKOUT,
): PageContext {
  const upstream = createUpstreamClient(env, request);
  return {
    env,
    request,
    route,
    entry: pageEntry(route.pageType),
    url,
    cms: createCanvasClient(env, request, upstream, waitUntil),
    products: createProductsClient(request, upstream),
    deferred: createDeferredRegistry(request.correlationId),
    t: translatorFor(request.site).t,
    shopperCart,
    shopper: shopperAuth ? createUpstreamClient(env, request, shopperAuth) : upstream,
    checkout,
    upstream,
    waitUntil,
  };
}

/**
 * The page's own canvas: its data, null when the CMS has no such page (a 404
 * for the shopper), or the error page for any other CMS failure.
 */
export function canvasOrNotFound(ctx: PageContext, result: LoadResult<ParsedCanvas>): ParsedCanvas | null {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  // A shopper's task (cart, checkout, sign-in, account) goes on without the editors' content.
  if (standsWithoutCms(ctx.entry)) {
    logContentLeftOut(result, `page ${ctx.entry.name}`, ctx.request.correlationId);
    return null;
  }
  throw new ContentError(result, ctx.url.pathname);
}

/** The page-not-found page with the CMS's error-4xx content (or none): status 404. */
export function notFoundPage(ctx: PageContext, canvas: ParsedCanvas | null): PageLoad & { found: true } {
  return { found: true, status: 404, title: pageTitle(canvas?.title ?? ctx.t('title.notFound'), ctx.t), description: ctx.t('title.notFound'), page: { kind: 'error', status: 404, canvas } };
}

export const SITE_NAME = 'Ridgeline';

export function pageTitle(title: string | undefined, t: Translate): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — ${t('title.tagline')}`;
}
