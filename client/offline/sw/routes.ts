import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { IMAGES_CACHE } from '../cache-names';
import { cacheRuleOf, type CacheRule } from '../route-rules';
import { PAGES_CACHE, offlinePagePlugin, pageCopiesPlugin } from './page-copies';
import { scope } from './scope';

/** How long a shareable page waits for the network before the kept copy answers. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
/** Images kept: the most recent ones up to this many, none older than a week. */
export const IMAGE_MAX_ENTRIES = 150;
export const IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const ruled = (rule: CacheRule) => ({ request }: { request: Request }) => cacheRuleOf(request, scope().location.origin) === rule;

/**
 * The runtime routes, by the rules of route-rules.ts; what matches none (API answers above all)
 * never reaches a strategy and goes to the network as if there were no worker.
 */
export function installRoutes(): void {
  registerRoute(ruled('page'), new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS, plugins: [pageCopiesPlugin, offlinePagePlugin] }));
  // Personal pages go to the network only; routed (not left alone) so that a failure shows the offline page.
  registerRoute(ruled('personal-page'), new NetworkOnly({ plugins: [offlinePagePlugin] }));
  registerRoute(
    ruled('image'),
    new StaleWhileRevalidate({
      cacheName: IMAGES_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true })],
    }),
  );
}
