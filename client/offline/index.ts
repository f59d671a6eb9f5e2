export { startServiceWorker } from './start';
export { clearShopperCaches } from './clear-shopper-caches';
export type { ServiceWorkerOptions } from './register';
