/*
 * How each currency is counted and charged. Every amount the shop computes is an integer of minor
 * units; these are the only conversions from and to the major-unit numbers the APIs answer.
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

/** A major-unit amount as an API answers it (e.g. 149.95) in minor units, exactly. */
export const toMinor = (major: number, currency: string): number => Math.round(major * currencyRule(currency).minorPerMajor);

/** Minor units back to the major-unit number the APIs answer. */
export const toMajor = (minor: number, currency: string): number => minor / currencyRule(currency).minorPerMajor;

/**
 * The fraction `numerator / denominator` of minor units, rounded half up (away from zero) to what
 * the currency charges. Integers in, integer out: no binary fraction ever decides a cent.
 * @example divideRounded(1999 * 19000, 119000, 'EUR') // 319, the VAT inside €19.99
 */
export function divideRounded(numerator: number, denominator: number, currency: string): number {
  const scaled = denominator * currencyRule(currency).step;
  const sign = Math.sign(numerator) * Math.sign(scaled);
  const [n, d] = [Math.abs(numerator), Math.abs(scaled)];
  return sign * Math.floor((2 * n + d) / (2 * d)) * currencyRule(currency).step;
}

/** A computed amount of minor units rounded half up to what the currency charges. */
export function roundMinor(amount: number, currency: string): number {
  const { step } = currencyRule(currency);
  const sign = amount < 0 ? -1 : 1;
  // The epsilon absorbs binary noise (0.5 computed as 0.49999…) so halves round up as on paper.
  return sign * Math.floor(Math.abs(amount) / step + 0.5 + 1e-9) * step;
}
