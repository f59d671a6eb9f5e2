/*
 * The store locator in the browser: its two pages (`pages/`), a store's hours, and "my store",
 * which is the pickup-in-store dialog's own choice of store.
 */
export { StoreHours } from './StoreHours';
export { useMyStore } from './use-my-store';
