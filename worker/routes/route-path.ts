import { getPath } from 'hono/utils/url';
import { getSite } from '../../shared/site';

/*
 * Which path the worker routes on, and which routes answer JSON.
 *
 * First-party routes answer at the root and under a site's locale alike:
 * `/de-de/fapi/server/time` is `/fapi/server/time` for the de-de site, since
 * the request context takes the site from the URL's locale. Routing on the
 * path without it keeps that rule in this one place instead of every route
 * (and keeps page-only layers, such as experiments, off those requests).
 */
const LOCALE_FIRST_PARTY = /^\/([a-z]{2}-[a-z]{2})(\/fapi(?:\/.*)?)$/;

/** The path Hono routes on (decoded as Hono decodes it): a known site's locale before `/fapi` dropped. */
export function routePath(request: Request): string {
  const path = getPath(request);
  const match = LOCALE_FIRST_PARTY.exec(path);
  return match && getSite(match[1]) ? match[2]! : path;
}

// The commerce proxy, first-party routes, the image proxy and the social host.
const JSON_FAMILIES = /^\/(?:api|fapi|images|social)(?:\/|$)/;

/** Whether a route path answers JSON, so its errors too are in the catalogue shape, never an HTML page. */
export function answersJson(path: string): boolean {
  return JSON_FAMILIES.test(path);
}
