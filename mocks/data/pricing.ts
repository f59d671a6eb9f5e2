import type { Price } from '../../shared/catalogue/schemas/product';
import { SITES } from '../../shared/site';

/** Every currency a site sells in (from the site params); en-ca and fr-ca share CAD. */
export const CURRENCIES: readonly string[] = [...new Set(SITES.map((site) => site.currency))];

/**
 * Shelf prices per market are set like a merchandiser would: converted, then snapped to a
 * price point (149 USD → 199 CAD, 129 GBP, 149.95 EUR, 1699 NOK), never a raw FX figure.
 */
const SHELF: Record<string, (usd: number) => number> = {
  USD: (usd) => usd,
  CAD: (usd) => Math.ceil((usd * 1.33) / 10) * 10 - 1,
  GBP: (usd) => Math.max(9, Math.round((usd * 0.87) / 10) * 10 - 1),
  EUR: (usd) => Math.round(usd) + 0.95,
  NOK: (usd) => Math.round((usd * 11.4) / 100) * 100 - 1,
};

/** Markdowns end in .99 (or 9 for NOK) and always land strictly below the shelf price. */
function salePrice(currency: string, shelf: number, discount: number): number {
  const raw = shelf * (1 - discount);
  if (currency === 'NOK') return Math.floor(raw / 10) * 10 - 1;
  return Math.floor(raw) - 0.01;
}

const money = (value: number) => Math.round(value * 100) / 100;
/** Percent helper rounds to 1 decimal. */
const percentOff = (original: number, current: number) => Math.round(((original - current) / original) * 1000) / 10;

export interface PriceInput {
  usdLow: number;
  usdHigh: number;
  /** Fraction off, 0 when not marked down. */
  discount: number;
  /** ISO date the markdown started; only meaningful with a discount. */
  saleStart?: string;
}

export function priceIn(currency: string, input: PriceInput): Price {
  const shelf = SHELF[currency];
  if (!shelf) throw new Error(`no shelf pricing for ${currency}`);
  const lowOriginal = money(shelf(input.usdLow));
  const highOriginal = money(shelf(input.usdHigh));
  if (input.discount <= 0) {
    return { currency, lowOriginal, highOriginal, lowCurrent: lowOriginal, highCurrent: highOriginal, percentagePriceDiscount: 0 };
  }
  const lowCurrent = money(salePrice(currency, lowOriginal, input.discount));
  const highCurrent = money(salePrice(currency, highOriginal, input.discount));
  return {
    currency,
    lowOriginal,
    highOriginal,
    lowCurrent,
    highCurrent,
    percentagePriceDiscount: percentOff(lowOriginal, lowCurrent),
    historicBestPrice: lowCurrent,
    previousBestSalesPrice: money(salePrice(currency, lowOriginal, Math.max(0.1, input.discount - 0.1))),
    ...(input.saleStart ? { salesPriceActiveDate: input.saleStart } : {}),
  };
}

export function pricesByCurrency(input: PriceInput): Record<string, Price> {
  return Object.fromEntries(CURRENCIES.map((currency) => [currency, priceIn(currency, input)]));
}
