/*
 * The service worker's caches, named here so the page (clearing a shopper's caches on sign-out) and
 * the worker agree. The pages cache carries the build in its name: a page kept from another build
 * names asset files that build's precache no longer holds, so a new worker drops the old cache
 * whole when it takes over rather than serve a page without its scripts and styles.
 */

/** Visited shareable pages and each visited site's offline page, kept for one build. */
export const PAGES_CACHE_PREFIX = 'ridgeline-pages-';
/** Product and content images: the same for every shopper, kept across builds within a size cap. */
export const IMAGES_CACHE = 'ridgeline-images';

export const pagesCache = (build: string) => `${PAGES_CACHE_PREFIX}${build}`;

/** Whether a cache may hold a shopper's own things: every pages cache does (their header, their cart's count). */
export const holdsShopperData = (cacheName: string) => cacheName.startsWith(PAGES_CACHE_PREFIX);

/**
 * Deletes every cache that may hold the shopper's things but `keep`: the page and the worker clear
 * on sign-out (the page too, for the visit no worker controls), and a new worker drops the build before.
 */
export async function dropShopperCaches(keep?: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => holdsShopperData(name) && name !== keep).map((name) => caches.delete(name)));
}

/** The message the page sends the service worker on sign-out; it answers once the caches are gone. */
export const CLEAR_SHOPPER_CACHES = 'clear-shopper-caches';
/** The message that lets a waiting worker take over (the shopper chose to reload): workbox-window's messageSkipWaiting sends this type. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The message that asks the worker to keep the page the shopper is on (its first visit came before the worker). */
export const KEEP_PAGE = 'keep-page';
/** The Server-Timing entry the worker puts on a page it answered from its cache, which the page reads. */
export const CACHED_COPY_TIMING = 'sw-cache';
