import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { dropShopperCaches, pagesCache } from '../cache-names';
import { PRECACHE_ENTRIES, SW_BUILD, scope } from './scope';

/**
 * The build's hashed scripts, styles and fonts, fetched at install so every page the shopper keeps
 * can start offline; a new build's worker drops the files (and the kept pages) of the one before.
 * The first worker takes the open pages at once, so the page it arrived on can be kept; a later
 * one waits for the shopper (messages.ts).
 */
export function installPrecache(): void {
  precacheAndRoute(PRECACHE_ENTRIES);
  cleanupOutdatedCaches();
  clientsClaim();
  scope().addEventListener('activate', (event) => {
    event.waitUntil(dropShopperCaches(pagesCache(SW_BUILD)));
  });
}
