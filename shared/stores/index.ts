/*
 * The store locator, the same on both sides: the search body a place makes, and how a store's
 * week and distance are worded. What its URL may say is checked with zod in `schemas.ts`, which
 * only the worker imports, so the locator's pages load no zod in the browser.
 */
export { coordinatesOf, placeOfPosition, storeSearchBody, type Coordinates } from './place';
export { weekHours, isoDayIn, type DayHours } from './hours';
export { formatDistance } from './distance';
export type { StoreLocatorSearch } from './locator-search';
export { storePath, storeLocatorPath, mapLink } from './paths';
