import type { Site } from '../shared/site';
import { deliveryCost, taxRateOf, type TaxRate } from '../shared/market';

/*
 * The basket backend's view of a market: the figures themselves live once in shared/market, which
 * the storefront's content and pages read too.
 */

export { siteById } from '../shared/site';
export { currencyRule, roundMinor, toMajor, toMinor, type CurrencyRule } from '../shared/market';

export type TaxRule = TaxRate;

/** The tax of an order on this site shipped to `region` (a province or state code); the market's default before an address is known. */
export const taxRule = (site: Pick<Site, 'siteId'>, region?: string | null): TaxRule => taxRateOf(site, region);

/** What a delivery method costs on the basket's site before promotions; store fulfilment and e-mail delivery are free. */
export const methodCost = (code: string, site: Pick<Site, 'siteId'>): number => deliveryCost(site, code);
