/*
 * The store locator in the worker: its pages (`pages/`) read the stores near a place and one
 * store through the upstream catalogue; it has no routes of its own, since "my store" is the
 * browser's to remember.
 */
export { searchStores, storeById } from './store-finder';
