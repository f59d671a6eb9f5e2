import { Hono, type Context } from 'hono';
import type { Env, RequestContext } from '../env';
import type { AppEnv } from '../app-env';
import { classifyPath } from '../../shared/routing';
import { api } from '../../shared/api';
import { localeSitemapPath, robotsTxt, sitemapIndexXml, urlsetXml, withLocale, type SitemapUrl } from '../../shared/seo';
import { getSite, SITES, type Site } from '../../shared/site';
import { apiError } from '../errors/api-error';
import { createCanvasClient } from '../content';
import { createUpstreamClient, type UpstreamClient } from '../upstream';

/*
 * Crawler files, absolute URLs on the request's origin:
 *   GET /robots.txt              the shop open; API, fapi, preview and search closed; the sitemap index named
 *   GET /sitemap.xml             a sitemap index: one sitemap per site locale
 *   GET /sitemaps/{locale}.xml   that locale's home, categories (from the header menu) and products (from the catalog)
 * Generated sitemaps are cached for an hour so crawlers do not walk the catalogue on every fetch.
 */

/** The catalog call's largest page (its count parameter's maximum). */
export const SITEMAP_PAGE_SIZE = 96;
export const SITEMAP_TTL_SECONDS = 3600;
const CONCURRENCY = 4;
const LOCALE_FILE = /^([a-z]{2}-[a-z]{2})\.xml$/;

/** Why a sitemap could not be built; nothing partial is cached or served. */
class SitemapUnavailable extends Error {}

/** Every `/c/` link in the header menu, whatever block shape carries it. */
export function menuCategoryPaths(menu: unknown, locale: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!value.includes('/c/')) return;
      const path = value.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0]!;
      const route = classifyPath(path);
      if (route.pageType === 'category' && route.categoryId && !found.has(route.categoryId)) found.set(route.categoryId, withLocale(route.mainPath ?? path, locale));
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(menu);
  return found;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Every product path in one category's listing, page by page; null for a category the catalog does not know. */
async function categoryProducts(upstream: UpstreamClient, categoryId: string): Promise<string[] | null> {
  const paths: string[] = [];
  for (let start = 0; ; start += SITEMAP_PAGE_SIZE) {
    const page = await upstream.call(api.products.catalog, { query: { categoryId, start, count: SITEMAP_PAGE_SIZE, sort: 'relevance' } }, { timeoutMs: 10_000 });
    if (!page.ok) {
      if (page.status === 404 && start === 0) return null;
      throw new SitemapUnavailable(`catalog ${categoryId} failed: ${page.errorId}`);
    }
    paths.push(...page.data.products.map((product) => product.url));
    if (page.data.products.length === 0 || start + page.data.products.length >= page.data.numFound) return paths;
  }
}

/** The request context of another locale, so upstream calls carry that site's params. */
function contextFor(ctx: RequestContext, site: Site): RequestContext {
  return { ...ctx, locale: site.locale, site, siteParams: { ...ctx.siteParams, siteId: site.siteId, region: site.region }, route: null };
}

/** The URLs of one locale's sitemap: home, then categories, then products, each once. */
export async function localeSitemapUrls(env: Env, ctx: RequestContext, site: Site, origin: string, waitUntil: (promise: Promise<unknown>) => void): Promise<SitemapUrl[]> {
  const request = contextFor(ctx, site);
  const upstream = createUpstreamClient(env, request);
  const menu = await createCanvasClient(env, request, upstream, waitUntil).get({ kind: 'menu' });
  if (!menu.ok) throw new SitemapUnavailable(`menu failed: ${menu.errorId}`);
  const categories = [...menuCategoryPaths(menu.data, site.locale)];
  const listings = await mapLimited(categories, CONCURRENCY, ([id]) => categoryProducts(upstream, id));
  const urls: SitemapUrl[] = [{ loc: `${origin}/${site.locale}`, changefreq: 'daily', priority: 1 }];
  categories.forEach(([, path], index) => {
    if (listings[index] !== null) urls.push({ loc: `${origin}${path}`, changefreq: 'daily', priority: 0.8 });
  });
  const products = new Set(listings.flatMap((paths) => paths ?? []));
  for (const path of products) urls.push({ loc: `${origin}${path.startsWith('/') ? path : `/${path}`}`, changefreq: 'weekly', priority: 0.6 });
  return urls;
}

function xml(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${SITEMAP_TTL_SECONDS}` } });
}

/** The Cache API of this colo; absent where the runtime has none (then every request builds afresh). */
function sitemapCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

async function localeSitemap(c: Context<AppEnv>): Promise<Response> {
  const match = LOCALE_FILE.exec(c.req.param('file') ?? '');
  const site = getSite(match?.[1]);
  if (!site) return apiError(c, 'API404', 'Not found');
  const origin = new URL(c.req.url).origin;
  // An editor previewing sees unpublished menus: never cache (or serve cached) for them.
  const cache = c.get('requestContext').preview.active ? null : sitemapCache();
  const key = new Request(`${origin}${localeSitemapPath(site.locale)}`);
  const cached = await cache?.match(key);
  // cache.match() answers with immutable headers, and the middleware around every route
  // sets its own (correlation id, security headers): hand on a copy they may change.
  if (cached) return new Response(cached.body, cached);
  let body: string;
  try {
    body = urlsetXml(await localeSitemapUrls(c.env, c.get('requestContext'), site, origin, (promise) => c.executionCtx.waitUntil(promise)));
  } catch (error) {
    if (!(error instanceof SitemapUnavailable)) throw error;
    console.error(JSON.stringify({ msg: 'sitemap unavailable', locale: site.locale, correlationId: c.get('requestContext').correlationId, error: error.message }));
    // Crawlers retry a 503 later; a partial sitemap would tell them pages were removed.
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'retry-after': '600', 'content-type': 'text/plain; charset=utf-8' } });
  }
  const response = xml(body);
  if (cache) c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}

export const seo = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': `public, max-age=${SITEMAP_TTL_SECONDS}` }))
  .get('/sitemap.xml', (c) => {
    const origin = new URL(c.req.url).origin;
    return xml(sitemapIndexXml(SITES.map((site) => ({ loc: `${origin}${localeSitemapPath(site.locale)}` }))));
  })
  .get('/sitemaps/:file', localeSitemap);
