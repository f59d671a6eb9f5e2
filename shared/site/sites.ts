/** Site params: the region groups sites for consent and phone masks. */
export type Region = 'NA' | 'EMEA';

// Plain data rather than a schema: the browser bundle needs it and should not carry zod.
export interface Site {
  locale: string;
  siteId: string;
  language: string;
  country: string;
  countryName: string;
  currency: string;
  region: Region;
  /**
   * EU Omnibus rule (Directive 2019/2161, Art. 6a of the Price Indication Directive): a price
   * reduction must show the lowest price of the prior 30 days. Germany applies it, and Norway
   * through the EEA; our other markets do not, so only there do historicBestPrice and
   * previousBestSalesPrice reach the shopper.
   */
  showsLowestPriorPrice: boolean;
}

export const SITES: readonly Site[] = [
  { locale: 'en-us', siteId: 'RL_US', language: 'en', country: 'US', countryName: 'United States', currency: 'USD', region: 'NA', showsLowestPriorPrice: false },
  { locale: 'en-ca', siteId: 'RL_CA', language: 'en', country: 'CA', countryName: 'Canada (English)', currency: 'CAD', region: 'NA', showsLowestPriorPrice: false },
  { locale: 'fr-ca', siteId: 'RL_CA', language: 'fr', country: 'CA', countryName: 'Canada (Français)', currency: 'CAD', region: 'NA', showsLowestPriorPrice: false },
  { locale: 'en-gb', siteId: 'RL_GB', language: 'en', country: 'GB', countryName: 'United Kingdom', currency: 'GBP', region: 'EMEA', showsLowestPriorPrice: false },
  { locale: 'de-de', siteId: 'RL_DE', language: 'de', country: 'DE', countryName: 'Deutschland', currency: 'EUR', region: 'EMEA', showsLowestPriorPrice: true },
  { locale: 'nb-no', siteId: 'RL_NO', language: 'nb', country: 'NO', countryName: 'Norge', currency: 'NOK', region: 'EMEA', showsLowestPriorPrice: true },
];

export const DEFAULT_LOCALE = 'en-us';

const BY_LOCALE = new Map(SITES.map((site) => [site.locale, site]));

/** The site for a locale path segment, or undefined when we do not sell there. */
export function getSite(locale: string | null | undefined): Site | undefined {
  return locale ? BY_LOCALE.get(locale.toLowerCase()) : undefined;
}

/** The site of a backend siteId (the first of a shared one: en-ca for RL_CA), if we still sell there. */
export function siteById(siteId: string | null | undefined): Site | undefined {
  return siteId ? SITES.find((site) => site.siteId === siteId) : undefined;
}
