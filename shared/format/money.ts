import type { Site } from '../site';
import { toMajor } from '../market/currency';

// Hand-rolled rather than Intl: workerd and the shopper's browser ship
// different ICU data, and a one-character difference (NBSP vs narrow NBSP)
// in a price is a hydration mismatch.
const SYMBOLS: Record<string, { symbol: string; after: boolean }> = {
  USD: { symbol: '$', after: false },
  GBP: { symbol: '£', after: false },
  EUR: { symbol: '€', after: true },
  NOK: { symbol: 'kr', after: true },
};

const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u00a0', decimal: ',' },
  de: { group: '.', decimal: ',' },
  nb: { group: '\u00a0', decimal: ',' },
};

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Written before a negative amount, ahead of any currency sign: the typographic minus, not a hyphen. */
export const MINUS_SIGN = '\u2212';

/**
 * Formats a price for a site. Currency display uses the code for CAD and the symbol otherwise; a
 * negative amount (a discount, a payment taken off) starts with a minus sign in front of the
 * currency, as "−$2.50" or "−2,50 €", so a reader never meets "$-2.50".
 * @example formatMoney(1699, { currency: 'NOK', language: 'nb' }) // '1 699,00 kr'
 */
export function formatMoney(amount: number, site: Pick<Site, 'currency' | 'language'>): string {
  const { group, decimal } = SEPARATORS[site.language] ?? SEPARATORS.en!;
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const number = `${groupDigits(whole, group)}${decimal}${cents}`;
  // A discount that rounds to nothing is written as nothing, not "−0.00".
  const sign = amount < 0 && Number(`${whole}.${cents}`) > 0 ? MINUS_SIGN : '';
  const currency = SYMBOLS[site.currency];
  if (site.currency === 'CAD' || !currency) return `${sign}${site.currency}\u00a0${number}`;
  return currency.after ? `${sign}${number}\u00a0${currency.symbol}` : `${sign}${currency.symbol}${number}`;
}

/**
 * Formats an amount held in minor units (the totals rule's numbers), converting once.
 * @example formatMinor(-250, { currency: 'USD', language: 'en' }) // '−$2.50'
 */
export function formatMinor(minor: number, site: Pick<Site, 'currency' | 'language'>): string {
  return formatMoney(toMajor(minor, site.currency), site);
}

/** The percent helper rounds to 1 decimal. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}
