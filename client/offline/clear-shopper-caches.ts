import { CLEAR_SHOPPER_CACHES, dropShopperCaches } from './cache-names';

/** How long sign-out waits for the service worker's word before it goes on. */
const WORKER_ANSWER_MS = 2000;

/**
 * Empties every cache that held anything of the shopper (the visited pages show their header and
 * their cart's count) and tells the service worker, which clears what it keeps of theirs and answers
 * when done. Sign-out calls this one entry; whatever else the shop keeps of a shopper joins it here.
 */
export async function clearShopperCaches(): Promise<void> {
  if (typeof caches !== 'undefined') await dropShopperCaches();
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return;
  const { messageSW } = await import('workbox-window');
  await Promise.race([messageSW(controller, { type: CLEAR_SHOPPER_CACHES }), new Promise((resolve) => setTimeout(resolve, WORKER_ANSWER_MS))]);
}
