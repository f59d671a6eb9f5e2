import type { SignUpConfig } from '../site/sign-up-config';
import type { FieldIssue } from './field-issue';

/** A country's dial code and the mask its national numbers are shown with; an X is one digit. */
export interface PhoneCountry {
  dialCode: string;
  mask: string;
}

export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_MASK = 'XXXX - XXX - XXX';

/** Longest dial codes first, so a longer code is never read as a shorter one plus digits. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { dialCode: '353', mask: 'XX - XXX - XXXX' },
  { dialCode: '44', mask: DEFAULT_MASK },
  { dialCode: '49', mask: 'XXX - XXXXXXXX' },
  { dialCode: '47', mask: 'XXX - XX - XXX' },
  { dialCode: '46', mask: 'XX - XXX - XX - XX' },
  { dialCode: '45', mask: 'XX - XX - XX - XX' },
  { dialCode: '33', mask: 'X - XX - XX - XX - XX' },
  { dialCode: '1', mask: NORTH_AMERICA_MASK },
];

const byDialCode = (dialCode: string): PhoneCountry => PHONE_COUNTRIES.find((country) => country.dialCode === dialCode) ?? { dialCode, mask: DEFAULT_MASK };
const digitsOf = (mask: string) => [...mask].filter((char) => char === 'X').length;

/** A phone number read from what a shopper typed. */
export interface ParsedPhone {
  dialCode: string;
  /** The national number's digits. */
  national: string;
  /** International form with a leading plus, as it is stored: +12025550143. */
  international: string;
  mask: string;
}

/** The national number after the dial code: for 44 a leading trunk 0 is dropped. */
function nationalPart(dialCode: string, digits: string): string {
  return dialCode === '44' && digits.startsWith('0') ? digits.slice(1) : digits;
}

function fits(country: PhoneCountry, national: string): boolean {
  if (national.length !== digitsOf(country.mask)) return false;
  // North America requires 10 digits starting 2-9.
  return country.dialCode !== '1' || /^[2-9]/.test(national);
}

function parsed(country: PhoneCountry, national: string): ParsedPhone {
  return { dialCode: country.dialCode, national, international: `+${country.dialCode}${national}`, mask: country.mask };
}

/**
 * Reads a phone number; only its digits count. One written with a plus is matched against the
 * dial codes alone. Otherwise it is the site's own country's when it fits that mask, else the
 * country whose dial code it starts with and whose mask the rest fits, else, ten digits that
 * fit nothing else, a North American number (dial code 1). Null when none fits.
 * @example parsePhone('(202) 555-0143', config) // { dialCode: '1', international: '+12025550143', … }
 */
export function parsePhone(raw: string, config: Pick<SignUpConfig, 'dialCode'>): ParsedPhone | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  const international = raw.trim().startsWith('+');
  const home = byDialCode(config.dialCode);
  if (!international && fits(home, nationalPart(home.dialCode, digits))) return parsed(home, nationalPart(home.dialCode, digits));
  for (const country of PHONE_COUNTRIES) {
    if (!digits.startsWith(country.dialCode)) continue;
    const national = nationalPart(country.dialCode, digits.slice(country.dialCode.length));
    if (fits(country, national)) return parsed(country, national);
  }
  const northAmerica = byDialCode('1');
  return !international && digits.length === 10 && fits(northAmerica, digits) ? parsed(northAmerica, digits) : null;
}

/** The national number laid out in its mask: (202) 555 - 0143. */
export function formatPhone(phone: ParsedPhone): string {
  let next = 0;
  return phone.mask.replace(/X/g, () => phone.national[next++] ?? '');
}

/** A phone field: `required` where the site needs a mobile number (or SMS opt-in asks for one). */
export function validatePhone(raw: string, config: Pick<SignUpConfig, 'dialCode'>, required: boolean): FieldIssue | null {
  if (raw.trim() === '') return required ? { key: 'signUp.phoneInvalid' } : null;
  return parsePhone(raw, config) ? null : { key: 'signUp.phoneInvalid' };
}
