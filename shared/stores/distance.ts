import type { Site } from '../site/sites';

/** The units of distance a market speaks in, as Intl names them. */
export type DistanceUnit = 'mile' | 'kilometer';

/**
 * How far away a store is said to be on a site: in miles where road signs and shoppers count in
 * miles (the United States and the United Kingdom), in kilometres elsewhere. Kept out of the site
 * table, which every page loads, since only the store pages and the pickup dialog need it.
 */
export const distanceUnitOf = (site: Pick<Site, 'country'>): DistanceUnit => (site.country === 'US' || site.country === 'GB' ? 'mile' : 'kilometer');

const KM_PER_MILE = 1.609344;

/**
 * How far a store is, in the market's unit and the locale's digits: '2.4 mi', '3,8 km'. The number
 * and its unit never part at a line's end, and ICU versions differ on which space goes between
 * them (a hydration mismatch otherwise), so it is always a no-break space.
 */
export function formatDistance(distanceKm: number, site: Pick<Site, 'country'>, locale: string): string {
  const unit = distanceUnitOf(site);
  const value = unit === 'mile' ? distanceKm / KM_PER_MILE : distanceKm;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value).replace(/[\s\u202f]/g, '\u00a0');
}
