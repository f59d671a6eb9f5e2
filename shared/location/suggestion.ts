import { SITES, type Site } from '../site';

/** ISO 3166-1 alpha-2, as `request.cf.country` gives it. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Cloudflare's code for a connection it cannot place (`T1`, Tor, fails the pattern already). */
const UNKNOWN_COUNTRY = 'XX';

/** Whether a value names a real country: two capitals, and not Cloudflare's "unknown". */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODE.test(value) && value !== UNKNOWN_COUNTRY;
}

/** Every site that serves a country, in the order of the site table; empty when we do not sell there. */
export function sitesForCountry(country: string | null): Site[] {
  return country ? SITES.filter((site) => site.country === country) : [];
}

export interface LocationSuggestionInput {
  /** Where the visitor appears to be; null when nothing is known. */
  country: string | null;
  /** The site of the page they are on. */
  site: Site;
  /** Whether they already answered the question, either way. */
  answered: boolean;
}

/**
 * The sites to offer a visitor, or none when they must not be asked: they answered already, we
 * do not know their country or sell there, or the page is already one of their country's sites.
 * A country with several sites (Canada) offers each, the one in the page's language first.
 */
export function locationSuggestion({ country, site, answered }: LocationSuggestionInput): Site[] {
  if (answered || country === null || site.country === country) return [];
  const sites = sitesForCountry(country);
  return [...sites.filter((candidate) => candidate.language === site.language), ...sites.filter((candidate) => candidate.language !== site.language)];
}
