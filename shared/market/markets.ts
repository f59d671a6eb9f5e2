import type { Site } from '../site/sites';
import { CANADA_TAX, US_STATE_TAX, rateOf, type TaxRate, type TaxRegime } from './tax';

/*
 * What each market charges, stated once: its currency, its tax, what each delivery method costs
 * and the spend from which standard delivery is free. The basket backend, the content's promo
 * bar and shipping terms, the mini-cart, cart and checkout all read these figures. Amounts are
 * minor units of the market's currency.
 */

/** Delivery methods that cost something; store fulfilment and e-mail delivery are free. */
export type PaidDeliveryMethod = 'standard' | 'pudo';

export interface FreeShipping {
  /** Spend (the items after their own discounts) from which standard delivery is free. */
  threshold: number;
  /** Spend from which the shopper is told how far they are from it. */
  displayFrom: number;
}

export interface Market {
  siteId: string;
  currency: string;
  tax: TaxRegime;
  delivery: Readonly<Record<PaidDeliveryMethod, number>>;
  freeShipping: FreeShipping;
}

export const MARKETS: Readonly<Record<string, Market>> = {
  RL_US: {
    siteId: 'RL_US',
    currency: 'USD',
    tax: { kind: 'sales', regions: US_STATE_TAX, defaultRegion: 'CA' },
    delivery: { standard: 795, pudo: 495 },
    freeShipping: { threshold: 9900, displayFrom: 6000 },
  },
  RL_CA: {
    siteId: 'RL_CA',
    currency: 'CAD',
    tax: { kind: 'sales', regions: CANADA_TAX, defaultRegion: 'ON' },
    delivery: { standard: 995, pudo: 695 },
    freeShipping: { threshold: 12900, displayFrom: 8000 },
  },
  RL_GB: {
    siteId: 'RL_GB',
    currency: 'GBP',
    tax: { kind: 'vat', pcm: 20000 },
    delivery: { standard: 495, pudo: 395 },
    freeShipping: { threshold: 7500, displayFrom: 4500 },
  },
  RL_DE: {
    siteId: 'RL_DE',
    currency: 'EUR',
    tax: { kind: 'vat', pcm: 19000 },
    delivery: { standard: 495, pudo: 395 },
    freeShipping: { threshold: 8900, displayFrom: 5500 },
  },
  RL_NO: {
    siteId: 'RL_NO',
    currency: 'NOK',
    tax: { kind: 'vat', pcm: 25000 },
    delivery: { standard: 7900, pudo: 4900 },
    freeShipping: { threshold: 99900, displayFrom: 60000 },
  },
};

/** The market a site sells in (en-ca and fr-ca share one). */
export function marketOf(site: Pick<Site, 'siteId'>): Market {
  const market = MARKETS[site.siteId];
  if (!market) throw new Error(`no market for ${site.siteId}`);
  return market;
}

/** The tax an order of this site pays when shipped to `region` (a province or state; the market's default before an address is known). */
export const taxRateOf = (site: Pick<Site, 'siteId'>, region?: string | null): TaxRate => rateOf(marketOf(site).tax, region);

/** Whether the site's shelf prices already include tax (VAT), so summaries say "incl. VAT" rather than add it. */
export const pricesIncludeTax = (site: Pick<Site, 'siteId'>): boolean => marketOf(site).tax.kind === 'vat';

/** What a delivery method costs before promotions; store fulfilment and e-mail delivery are free. */
export function deliveryCost(site: Pick<Site, 'siteId'>, method: string): number {
  const { delivery } = marketOf(site);
  return method in delivery ? delivery[method as PaidDeliveryMethod] : 0;
}
