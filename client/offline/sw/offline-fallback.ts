import { setCatchHandler } from 'workbox-routing';
import { localeOf, offlinePath } from '../route-rules';
import { PAGES_CACHE } from './page-copies';
import { scope } from './scope';

/** The site a path-less page falls back to when no offline page of its own site is kept. */
async function anyOfflinePage(cache: Cache): Promise<Response | undefined> {
  for (const request of await cache.keys()) if (new URL(request.url).pathname.endsWith('/offline')) return cache.match(request);
  return undefined;
}

/**
 * A page the network could not bring and no kept copy could answer: the offline page of its site
 * (kept on the shopper's first visit to that site), in the site's language. Anything else fails
 * as it would without a worker.
 */
export function installOfflineFallback(): void {
  setCatchHandler(async ({ request }) => {
    if (request.mode !== 'navigate') return Response.error();
    const cache = await caches.open(PAGES_CACHE);
    const locale = localeOf(new URL(request.url).pathname);
    const offline = (locale ? await cache.match(new URL(offlinePath(locale), scope().location.origin).href) : undefined) ?? (await anyOfflinePage(cache));
    return offline ?? Response.error();
  });
}
