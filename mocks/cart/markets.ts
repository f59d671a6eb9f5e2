import { SITES, type Site } from '../../shared/site';

/*
 * What each market charges: the currency's smallest charged amount, the sales tax and whether
 * shelf prices already include it, and what each delivery method costs. Amounts are minor units.
 */

export interface CurrencyRule {
  /** Minor units per major unit (ISO 4217 exponent 2 for all our currencies). */
  minorPerMajor: number;
  /**
   * The smallest amount charged, in minor units. Norwegian shops charge whole kroner (øre coins
   * are gone), so computed NOK amounts (discounts, tax) round to 100 øre; the others to the cent.
   */
  step: number;
}

export const CURRENCY_RULES: Readonly<Record<string, CurrencyRule>> = {
  USD: { minorPerMajor: 100, step: 1 },
  CAD: { minorPerMajor: 100, step: 1 },
  GBP: { minorPerMajor: 100, step: 1 },
  EUR: { minorPerMajor: 100, step: 1 },
  NOK: { minorPerMajor: 100, step: 100 },
};

export function currencyRule(currency: string): CurrencyRule {
  const rule = CURRENCY_RULES[currency];
  if (!rule) throw new Error(`no currency rule for ${currency}`);
  return rule;
}

/** A catalogue price (major units, e.g. 149.95) in minor units, exactly. */
export const toMinor = (major: number, currency: string) => Math.round(major * currencyRule(currency).minorPerMajor);
/** Minor units back to the major-unit number the API answers. */
export const toMajor = (minor: number, currency: string) => minor / currencyRule(currency).minorPerMajor;

/** A computed amount rounded half up to what the currency charges. */
export function roundMinor(amount: number, currency: string): number {
  const { step } = currencyRule(currency);
  const sign = amount < 0 ? -1 : 1;
  // The epsilon absorbs binary noise (0.5 computed as 0.49999…) so halves round up as on paper.
  return sign * Math.floor(Math.abs(amount) / step + 0.5 + 1e-9) * step;
}

export interface TaxRule {
  rate: number;
  /** Shelf prices include VAT (Europe); elsewhere sales tax is added at the till. */
  included: boolean;
}

const TAX_BY_SITE: Readonly<Record<string, TaxRule>> = {
  RL_US: { rate: 0.0725, included: false },
  RL_CA: { rate: 0.13, included: false },
  RL_GB: { rate: 0.2, included: true },
  RL_DE: { rate: 0.19, included: true },
  RL_NO: { rate: 0.25, included: true },
};

export function taxRule(site: Site): TaxRule {
  const rule = TAX_BY_SITE[site.siteId];
  if (!rule) throw new Error(`no tax rule for ${site.siteId}`);
  return rule;
}

/** What each delivery method costs before promotions, per currency; store fulfilment and e-mail delivery are free. */
type PaidMethod = 'standard' | 'pudo';
const METHOD_COST: Readonly<Record<string, Readonly<Record<PaidMethod, number>>>> = {
  USD: { standard: 795, pudo: 495 },
  CAD: { standard: 995, pudo: 695 },
  GBP: { standard: 495, pudo: 395 },
  EUR: { standard: 495, pudo: 395 },
  NOK: { standard: 7900, pudo: 4900 },
};

export function methodCost(code: string, currency: string): number {
  const costs = METHOD_COST[currency];
  if (!costs) throw new Error(`no shipping costs for ${currency}`);
  return code in costs ? costs[code as PaidMethod] : 0;
}

export function siteById(siteId: string): Site | undefined {
  return SITES.find((site) => site.siteId === siteId);
}
