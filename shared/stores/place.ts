import type { StoreSearchRequest } from '../location/schemas/stores';

/**
 * The stores API's search body for a place a shopper typed: a postal code has a digit (US, CA,
 * GB, DE and NO codes all do), anything else is a city. No stock is asked.
 */
export const storeSearchBody = (place: string): StoreSearchRequest => (/\d/.test(place) ? { postalCode: place } : { city: place });
