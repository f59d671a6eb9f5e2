import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../../app-env';
import { apiError } from '../../../errors/api-error';
import { siteById } from '../../../../shared/site';
import { shopperSession } from '../../../session/middleware';
import { adoptSite, siteNamedBy } from '../../../middleware/request-context';

export interface BasketSiteOptions {
  /** Whether the routes' writes may start a basket (the cart's may; the checkout only works on one). */
  startsBaskets: boolean;
}

export const SITE_REQUIRED_MESSAGE = "A cart or checkout call names its site: send it under the page's locale (/{locale}/fapi/…)";

/**
 * Cart and checkout calls are priced in a site's currency, price book, tax and delivery rules, so
 * their site is never a default. The browser sends them under the page's locale. A call that names
 * no site (a page from before that rule, a tool) is made for the site of the session's basket:
 * that basket is the only one the call can act on and the backend prices it only on its own
 * site, so taking its site changes nothing the shopper sees, whereas taking the default site would
 * refuse their basket or start a US one. With no basket of a known site there is no site to take:
 * a cart write (which may start a basket) is refused (API400) before anything is read or written.
 * A cart read, or any checkout call, with no basket at all has nothing to price and goes on to
 * answer that there is none.
 */
export function basketSite({ startsBaskets }: BasketSiteOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const ctx = c.get('requestContext');
    if (siteNamedBy(ctx.url)) return next();
    const session = await shopperSession(c).current();
    const site = session?.basketId ? siteById(session.basketSiteId) : undefined;
    if (site) {
      adoptSite(ctx, site);
      return next();
    }
    if (session?.basketId || (startsBaskets && c.req.method !== 'GET')) return apiError(c, 400, 'API400', SITE_REQUIRED_MESSAGE);
    return next();
  });
}
