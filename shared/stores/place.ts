import type { StoreSearchRequest } from '../location/schemas/stores';

/**
 * "Use my location" as the locator's `q` carries it: latitude and longitude in degrees, two
 * decimals each (about a kilometre), so no finer position than that leaves the browser, reaches a
 * log or splits the shared page cache.
 */
const COORDINATES = /^(-?\d{1,2}\.\d{2}),(-?\d{1,3}\.\d{2})$/;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The place a position is searched as. @example placeOfPosition(59.91386, 10.75225) // '59.91,10.75' */
export const placeOfPosition = (latitude: number, longitude: number): string => `${latitude.toFixed(2)},${longitude.toFixed(2)}`;

/** The coordinates a place names, when it is a position ("use my location"); null for a postal code or city. */
export function coordinatesOf(place: string): Coordinates | null {
  const match = COORDINATES.exec(place.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * The stores API's search body for a place: a position is asked by its coordinates (nearest
 * first); a postal code has a digit (US, CA, GB, DE and NO codes all do); anything else is a city.
 * No stock is asked.
 */
export function storeSearchBody(place: string): StoreSearchRequest {
  const position = coordinatesOf(place);
  if (position) return position;
  return /\d/.test(place) ? { postalCode: place } : { city: place };
}
