import { Hono, type Context } from 'hono';
import { isDevelopment } from '../env';
import type { AppEnv } from '../app-env';
import { isWholePath, requiresSignIn } from '../../shared/routing';
import { signInPath } from '../../shared/routing/return-to';
import { shopperSession } from '../session/middleware';
import { renderPage } from '../render/render-page';
import { loadChrome } from './chrome';
import { PAGE_LOADERS } from './loaders';
import { createPageContext, notFoundPage, type PageContext, type PageLoad } from './page-context';
import { localeRedirect } from './redirect';
import { ContentError } from '../errors/content-error';
import { standsWithoutCms, withoutFailedContent } from './cms-outage';
import { cartCount, cartSession, readCart } from '../cart';
import { rememberCartCount } from '../decisions';
import { confirmedOrder, readCheckout } from '../checkout';
import { serviceInputs } from '../middleware/request-context/service-inputs';

/*
 * Shopper-facing pages, all under /{locale}: one route for every page of the registry
 * (shared/routing/pages.ts). The request context has classified the path into its page; the
 * registry's flags say who may see it (signed-in pages send anyone else to
 * /sign-in?returnTo=, a development page is 404 elsewhere) and whether it stands without the
 * CMS, and the page's loader (loaders.ts) builds its model. A path no page claims but
 * `content` is a content page by name or slug, which the CMS decides; anything else renders
 * the CMS error-4xx page with status 404.
 */
function load(ctx: PageContext, segments: string[]): Promise<PageLoad> {
  if (!isWholePath(ctx.entry, segments)) return Promise.resolve({ found: false });
  // A page for the shop's builders (the component page) is not there at all outside development.
  if (ctx.entry.development && !isDevelopment(ctx.env)) return Promise.resolve({ found: false });
  return PAGE_LOADERS[ctx.route.pageType](ctx, segments);
}

async function notFound(ctx: PageContext): Promise<PageLoad & { found: true }> {
  const canvas = await ctx.cms.get({ kind: 'page', page: 'error-4xx' });
  return notFoundPage(ctx, canvas.ok ? canvas.data : null);
}

async function page(c: Context<AppEnv>): Promise<Response> {
  const request = c.get('requestContext');
  const url = request.url;
  const redirect = localeRedirect(url);
  if (redirect) return c.redirect(redirect, 302);
  // Classified once, by the request context; a path with no locale was redirected above.
  const route = request.route;
  if (!route) return c.notFound();
  // An alternate category or product path is the same page as its main form: one URL for shoppers and crawlers.
  if (route.mainPath) return c.redirect(`${route.mainPath}${url.search}`, 301);
  // The account is a registered shopper's alone: anyone else signs in first and comes back here.
  if (requiresSignIn(route.pageType) && (await shopperSession(c).current())?.type !== 'Registered') {
    c.header('cache-control', 'private, no-store');
    return c.redirect(signInPath(request.site.locale, `${url.pathname}${url.search}`), 302);
  }
  // Only a page that shows the basket reads it; the header count needs no call (cart-count-cookie.ts).
  const shopperCart = async () => {
    // The saved list is the browser's to fetch: it knows whether a store employee is connected.
    const outcome = await readCart(await cartSession(serviceInputs(c), { keepGoneBasket: true }), { saved: false, pageSize: 0 });
    if (outcome.ok) await rememberCartCount(serviceInputs(c), cartCount(outcome.answer.cart));
    return outcome;
  };
  // Only the checkout pages read the checkout: its state, or an order this shopper placed.
  const checkout = {
    state: async () => {
      const outcome = await readCheckout(serviceInputs(c));
      return outcome.ok ? { ok: true as const, state: outcome.data } : { ok: false as const, errorId: outcome.failure.errorId, message: outcome.failure.message };
    },
    confirmedOrder: (orderNumber: string) => confirmedOrder(serviceInputs(c), orderNumber),
  };
  const ctx = createPageContext(c.env, request, route, url, (promise) => c.executionCtx.waitUntil(promise), shopperCart, shopperSession(c), checkout);
  const chrome = loadChrome(ctx);
  const segments = url.pathname.split('/').filter(Boolean).slice(1);
  const loaded = await load(ctx, segments);
  if (!loaded.found && loaded.redirect) {
    c.header('cache-control', 'private, no-store');
    return c.redirect(loaded.redirect, 302);
  }
  const result = loaded.found ? loaded : await notFound(ctx);
  // A shopper's task goes on without the site-wide fragments when the CMS fails.
  const task = standsWithoutCms(ctx.entry);
  const fragment = async (read: typeof chrome.headerFragment, what: string) => (task ? withoutFailedContent(await read, what, request.correlationId) : read);
  const [headerFragment, roleBanner] = await Promise.all([fragment(chrome.headerFragment, 'header fragment'), fragment(chrome.roleBanner, 'role banner')]);
  // Elsewhere a CMS fragment error raises the error page with its status, message and path.
  if (!headerFragment.ok) throw new ContentError(headerFragment, url.pathname);
  if (!roleBanner.ok) throw new ContentError(roleBanner, url.pathname);
  return renderPage(
    c,
    result.status,
    {
      pageType: result.page.kind === 'error' ? 'error' : route.pageType,
      path: url.pathname,
      title: result.title,
      description: result.description,
      menu: await chrome.menu,
      footer: chrome.footer,
      popups: chrome.popups,
      headerFragment: headerFragment.data,
      roleBanner: roleBanner.data,
      page: result.page,
    },
    ctx.deferred,
  );
}

export const pages = new Hono<AppEnv>().get('*', page);
