import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { apiError } from '../../errors/api-error';
import { SITES, type Site } from '../../../shared/site';
import { shopperSession } from '../../services/session';
import { adoptSite, siteNamedBy } from '../request-context';

/** The site a basket was made on (the first of a shared siteId: en-ca for RL_CA), if we still sell there. */
export function siteOfBasket(basketSiteId: string | null): Site | undefined {
  return basketSiteId === null ? undefined : SITES.find((site) => site.siteId === basketSiteId);
}

export const SITE_REQUIRED_MESSAGE = "A cart or checkout call names its site: send it under the page's locale (/{locale}/fapi/…)";

/**
 * Cart and checkout calls are priced in a site's currency, price book, tax and delivery rules, so
 * their site is never a default. The browser sends them under the page's locale. A call that names
 * no site (a page from before that rule, a tool) is made for the site of the session's basket:
 * that basket is the only one the call can act on and the backend prices it only on its own
 * site, so taking its site changes nothing the shopper sees, whereas taking the default site would
 * refuse their basket or start a US one. With no basket of a known site there is no site to take:
 * such a call is refused (API400) before anything is read or written. The one exception is a
 * read with no basket at all, which has nothing to price and answers as before (no cart).
 */
export const basketSite = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('requestContext');
  if (siteNamedBy(ctx.url)) return next();
  const session = await shopperSession(c).current();
  const site = session?.basketId ? siteOfBasket(session.basketSiteId) : undefined;
  if (site) {
    adoptSite(ctx, site);
    return next();
  }
  if (session?.basketId || c.req.method !== 'GET') return apiError(c, 400, 'API400', SITE_REQUIRED_MESSAGE);
  return next();
});
