import type { WorkboxPlugin } from 'workbox-core';
import { CACHED_COPY_TIMING, pagesCache } from '../cache-names';
import { cacheRuleOf, localeOf, offlinePath } from '../route-rules';
import { SW_BUILD, scope } from './scope';

/** The cache of this build's visited pages and offline pages. */
export const PAGES_CACHE = pagesCache(SW_BUILD);

/**
 * Whether an answer may be kept: a whole page (200) its server did not mark `no-store` (an editor's
 * preview, a page that failed part-way). Anything else passes through untouched.
 */
export function keepable(response: Response): boolean {
  return response.status === 200 && !/\bno-store\b/.test(response.headers.get('cache-control') ?? '');
}

/**
 * A kept page as the page receives it, marked with a Server-Timing entry: the page reads it from
 * its navigation timing (no request, no change to the HTML React hydrates) and tells the shopper
 * that prices and stock may have changed since.
 */
export function markedCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('server-timing', `${CACHED_COPY_TIMING};desc="kept copy"`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Keeps a site's offline page once per build, the first time a page of that site goes through the worker. */
export async function keepOfflinePage(pageUrl: string): Promise<void> {
  const locale = localeOf(new URL(pageUrl).pathname);
  if (!locale) return;
  const cache = await caches.open(PAGES_CACHE);
  const url = new URL(offlinePath(locale), scope().location.origin).href;
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (keepable(response)) await cache.put(url, response);
}

/** Keeps one page the shopper is on (their first visit came before the worker): only a shareable one. */
export async function keepPage(pageUrl: string): Promise<void> {
  const origin = scope().location.origin;
  if (cacheRuleOf({ url: pageUrl, method: 'GET', mode: 'navigate', destination: 'document' }, origin) !== 'page') return;
  const response = await fetch(pageUrl, { credentials: 'same-origin' });
  if (keepable(response)) await (await caches.open(PAGES_CACHE)).put(pageUrl, response);
  await keepOfflinePage(pageUrl);
}

/** Any page's hook: keep its site's offline page, after the answer and never in its way (a failure offline leaves the next visit to try). */
export const offlinePagePlugin: WorkboxPlugin = {
  handlerWillStart: async ({ request, event }) => {
    (event as unknown as { waitUntil(promise: Promise<unknown>): void }).waitUntil(keepOfflinePage(request.url).catch(() => undefined));
  },
};

/** The strategy's hooks for kept pages: store only keepable answers and mark copies (with offlinePagePlugin beside them). */
export const pageCopiesPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markedCopy(cachedResponse) : cachedResponse),
};
