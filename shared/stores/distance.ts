import type { Site } from '../site/sites';

type DistanceUnit = Site['distanceUnit'];

const KM_PER_MILE = 1.609344;

/**
 * How far a store is, in the market's unit and the locale's digits: '2.4 mi', '3,8 km'. The number
 * and its unit never part at a line's end, and ICU versions differ on which space goes between
 * them (a hydration mismatch otherwise), so it is always a no-break space.
 */
export function formatDistance(distanceKm: number, unit: DistanceUnit, locale: string): string {
  const value = unit === 'mile' ? distanceKm / KM_PER_MILE : distanceKm;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value).replace(/[\s\u202f]/g, '\u00a0');
}
