import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';
import type { FieldIssue } from './field-issue';

/*
 * Phone numbers as people write them, read with libphonenumber-js (Google's per-country numbering
 * metadata, kept current by its maintainer) rather than our own dial-code table. The same module
 * judges a phone in the browser's forms, in the worker and in the mocks, so all three accept the
 * same numbers.
 */

export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_MASK = 'XXXX - XXX - XXX';

/** The country whose national numbers a form reads a number without a dial code as: the site's. */
export interface PhoneRegion {
  phoneCountry: string;
}

/** A phone number read from what a shopper typed. */
export interface ParsedPhone {
  /** E.164, as it is stored: +4915112345678. */
  e164: string;
  /** The dial code, digits only: 49. */
  callingCode: string;
  /** The national significant number, without a trunk 0: 15112345678. */
  national: string;
}

/** The mask a number of this dial code is shown in: North America's, else the default. */
export const maskOf = (callingCode: string) => (callingCode === '1' ? NORTH_AMERICA_MASK : DEFAULT_MASK);

const slotsOf = (mask: string) => [...mask].filter((char) => char === 'X').length;

/** Digits and a leading plus; an international 00 prefix is the plus as dialled from Europe. */
function cleaned(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

/**
 * Numbers Ofcom sets aside for drama and examples (07700 900xxx, 01632 960xxx): the library counts
 * them as no one's, yet they are what British test and demo data is written with.
 */
const UK_FICTION = /^(?:7700900|1632960)\d{3}$/;

/**
 * Whether a number is one we take: valid by the library's numbering data for its country (or one of
 * Ofcom's fictional numbers), and, as North America requires, ten digits starting 2-9.
 */
function acceptable(number: PhoneNumber | undefined): number is PhoneNumber {
  if (!number) return false;
  const fiction = number.countryCallingCode === '44' && UK_FICTION.test(number.nationalNumber);
  if (!number.isValid() && !fiction) return false;
  return number.countryCallingCode !== '1' || /^[2-9]\d{9}$/.test(number.nationalNumber);
}

const parsedOf = (number: PhoneNumber): ParsedPhone => ({ e164: number.number, callingCode: number.countryCallingCode, national: number.nationalNumber });

/**
 * Reads a phone number in national or international form (+49 …, 0049 …), a national one in the
 * site's country; ten digits that are no number there are read as North American. Null when it
 * is no number we take.
 * @example parsePhone('0151 12345678', { phoneCountry: 'DE' }) // { e164: '+4915112345678', … }
 */
export function parsePhone(raw: string, region: PhoneRegion): ParsedPhone | null {
  const text = cleaned(raw);
  if (text.replace('+', '') === '') return null;
  const number = parsePhoneNumberFromString(text, region.phoneCountry as CountryCode);
  if (acceptable(number)) return parsedOf(number);
  if (text.startsWith('+') || text.length !== 10) return null;
  const northAmerican = parsePhoneNumberFromString(text, 'US');
  return acceptable(northAmerican) ? parsedOf(northAmerican) : null;
}

/** Digits laid in a mask as far as they go; digits past its end join its last group. */
export function layDigits(digits: string, mask: string): string {
  let next = 0;
  let out = '';
  for (const slot of mask) {
    if (next >= digits.length) break;
    out += slot === 'X' ? digits[next++] : slot;
  }
  return out + digits.slice(next);
}

/**
 * The national number in its mask when it has the mask's length; otherwise (a Norwegian 8 digits,
 * a German 11) in the groups the library knows for its country, with the mask's separator.
 */
function nationalShown(number: PhoneNumber): string {
  const mask = maskOf(number.countryCallingCode);
  if (number.nationalNumber.length === slotsOf(mask)) return layDigits(number.nationalNumber, mask);
  return number.formatInternational().replace(/^\+\d+\s*/, '').split(/\s+/).join(' - ');
}

/**
 * A number as a shopper reads it: national in its mask on its own country's site, with its dial
 * code anywhere else (or when `international`).
 * @example formatPhone('+12025550143', { phoneCountry: 'US' }) // '(202) 555 - 0143'
 */
export function formatPhone(stored: string, region: PhoneRegion, international = false): string {
  const number = parsePhoneNumberFromString(cleaned(stored), region.phoneCountry as CountryCode);
  if (!number) return stored;
  const foreign = international || number.countryCallingCode !== dialCodeOf(region);
  return foreign ? `+${number.countryCallingCode} ${nationalShown(number)}` : nationalShown(number);
}

/** The site country's dial code, digits only: 47. */
export function dialCodeOf(region: PhoneRegion): string {
  return isSupportedCountry(region.phoneCountry) ? getCountryCallingCode(region.phoneCountry) : '';
}

/** A phone field: `required` where the form needs a number. 'A valid phone number is required' otherwise. */
export function validatePhone(raw: string, region: PhoneRegion, required: boolean): FieldIssue | null {
  if (raw.trim() === '') return required ? { key: 'signUp.phoneInvalid' } : null;
  return parsePhone(raw, region) ? null : { key: 'signUp.phoneInvalid' };
}
