import type { Site } from './sites';

/*
 * The countries each site delivers to. Each site is its own country's shop: its prices, taxes,
 * carriers and address rules are that country's, so a shopper abroad buys on their own country's
 * site rather than having a parcel cross a customs border at a price that never counted duty.
 */
const SHIPS_TO: Readonly<Record<string, readonly string[]>> = {
  RL_US: ['US'],
  RL_CA: ['CA'],
  RL_GB: ['GB'],
  RL_DE: ['DE'],
  RL_NO: ['NO'],
};

/** The countries a site delivers to, its own first; a site not listed delivers to its own country alone. */
export function shipsTo(site: Pick<Site, 'siteId' | 'country'>): readonly string[] {
  return SHIPS_TO[site.siteId] ?? [site.country];
}

/** Whether a site delivers to a country (a two-letter code, any case). */
export const deliversTo = (site: Pick<Site, 'siteId' | 'country'>, country: string) => shipsTo(site).includes(country.toUpperCase());
