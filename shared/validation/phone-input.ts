import { AsYouType, type CountryCode } from 'libphonenumber-js/min';
import { dialCodeOf, formatPhone, layDigits, maskOf, parsePhone, type PhoneRegion } from './phone';

/**
 * What a phone field shows while the shopper types: in North America the digits laid in its mask
 * as far as they go; elsewhere the groups the country writes (0151 12345678, 412 34 567), the dial
 * code's too when typed (+49 151 …). Only separators are added, so every typed digit stays; anything
 * but digits, spaces and the usual punctuation is left as typed, for the check to refuse.
 * @example formatPhoneInput('2025550', { phoneCountry: 'US' }) // '(202) 555 - 0'
 */
export function formatPhoneInput(typed: string, region: PhoneRegion): string {
  const text = typed.trim();
  if (text === '' || /[^\d\s().+/-]/.test(text)) return typed;
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (!international && dialCodeOf(region) === '1') {
    // North Americans often dial the country's 1 before the ten digits; the mask holds the ten.
    return layDigits(digits.startsWith('1') ? digits.slice(1) : digits, maskOf('1'));
  }
  const plus = international ? `+${digits.replace(/^00/, '')}` : digits;
  const grouped = new AsYouType(region.phoneCountry as CountryCode).input(plus);
  return digits.startsWith('00') ? grouped.replace(/^\+/, '00') : grouped;
}

/** What a phone field shows once the shopper leaves it: a number we take in the form it is shown everywhere. */
export function settlePhoneInput(typed: string, region: PhoneRegion): string {
  const parsed = parsePhone(typed, region);
  if (!parsed) return typed;
  const text = typed.trim();
  return formatPhone(parsed.e164, region, text.startsWith('+') || text.startsWith('00'));
}

/** Where the caret goes in `formatted` to stay after the same `digits` count of digits as before. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return formatted.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!) && ++seen === digits) return index + 1;
  }
  return formatted.length;
}
