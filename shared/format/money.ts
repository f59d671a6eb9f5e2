import type { Site } from '../site';

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

/**
 * Formats a price for a site. spec §9: currency display uses the code for CAD
 * and the symbol otherwise.
 * @example formatMoney(1699, { currency: 'NOK', language: 'nb' }) // '1 699,00 kr'
 */
export function formatMoney(amount: number, site: Pick<Site, 'currency' | 'language'>): string {
  const { group, decimal } = SEPARATORS[site.language] ?? SEPARATORS.en!;
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const number = `${amount < 0 ? '-' : ''}${groupDigits(whole, group)}${decimal}${cents}`;
  const currency = SYMBOLS[site.currency];
  if (site.currency === 'CAD' || !currency) return `${site.currency}\u00a0${number}`;
  return currency.after ? `${number}\u00a0${currency.symbol}` : `${currency.symbol}${number}`;
}

/** spec §9: the percent helper rounds to 1 decimal. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}
