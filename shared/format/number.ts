import { sameSpaces } from '../i18n/format-message';

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage's number in the locale's digits, at most one decimal ('33.3', '33,3');
 * the message around it places the sign, as languages differ ('-20%', '-20 %').
 */
export function formatPercent(value: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return sameSpaces(format.format(value));
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** A number in the locale's digits, e.g. a rating: 4.5 / 4,5; `digits` fixes the decimals. */
export function formatDecimal(value: number, locale: string, digits?: number): string {
  const key = `${locale}|${digits ?? ''}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, digits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimalFormats.set(key, format);
  }
  return sameSpaces(format.format(value));
}
