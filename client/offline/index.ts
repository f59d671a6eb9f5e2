export { startServiceWorker } from './start';
export type { ServiceWorkerOptions } from './register';

/**
 * Sign-out's one entry for what the shop keeps of a shopper (clear-shopper-caches.ts). Its code
 * shares a chunk with the worker's registration and workbox-window, so it loads when a shopper signs
 * out rather than on the first load of every page that can sign one out.
 */
export const clearShopperCaches = (): Promise<void> => import('./clear-shopper-caches').then((module) => module.clearShopperCaches());
