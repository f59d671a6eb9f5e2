/** Where consent rules come from: only EMEA asks before anything optional runs. */
export const CONSENT_REGIONS = ['EMEA', 'NA', 'LATAM', 'APAC'] as const;
export type ConsentRegion = (typeof CONSENT_REGIONS)[number];

/** When the configured default is missing or unreadable, assume the strictest region. */
export const FALLBACK_REGION: ConsentRegion = 'EMEA';

/** EU member states, the rest of the EEA (IS, LI, NO), GB and CH, and EU outermost regions that geo-locate elsewhere. */
const EU_EEA_GB_CH = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'GB', 'CH',
  'GF', 'GP', 'MQ', 'RE', 'YT', 'MF',
]);

/** The Middle East, which geo data files under the Asian continent. */
const MIDDLE_EAST = new Set(['AE', 'BH', 'EG', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE']);

/** Continents (Cloudflare's two-letter codes) outside EMEA. */
const CONTINENT_REGION: Record<string, ConsentRegion> = { EU: 'EMEA', AF: 'EMEA', NA: 'NA', SA: 'LATAM', AS: 'APAC', OC: 'APAC', AN: 'APAC' };

/** Cloudflare's placeholders: unknown country (XX) and Tor (T1) say nothing about where the visitor is. */
const NO_COUNTRY = new Set(['XX', 'T1']);

export interface Geo {
  country?: unknown;
  continent?: unknown;
}

const code = (value: unknown) => (typeof value === 'string' && /^[A-Za-z][A-Za-z0-9]$/.test(value) ? value.toUpperCase() : null);

/** A region name from configuration or a test hook; null when it is not one of ours. */
export function parseRegion(value: unknown): ConsentRegion | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (CONSENT_REGIONS as readonly string[]).includes(upper) ? (upper as ConsentRegion) : null;
}

/**
 * Region from `request.cf`: the country decides when it names an
 * EMEA country, else the continent; no usable geo gives the
 * configured default.
 */
export function regionOf(geo: Geo | null | undefined, defaultRegion: ConsentRegion): ConsentRegion {
  const country = code(geo?.country);
  if (country && !NO_COUNTRY.has(country) && (EU_EEA_GB_CH.has(country) || MIDDLE_EAST.has(country))) return 'EMEA';
  const continent = code(geo?.continent);
  const byContinent = continent ? CONTINENT_REGION[continent] : undefined;
  return byContinent ?? defaultRegion;
}
