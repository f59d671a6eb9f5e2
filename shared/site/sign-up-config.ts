import { dateFormatOf, type DateFormat } from '../i18n/dates';
import type { Site } from './sites';

export type { DateFormat };


/**
 * What sign-up asks for on one site. Email, password and terms are required everywhere; the rest
 * differs by market: a birth date where the law sets an age for an online account, gender and a
 * mobile number where the market's loyalty programme is built on them.
 */
export interface SignUpConfig {
  dateFormat: DateFormat;
  /** The youngest a shopper may be to hold an account. */
  minimalAge: number;
  birthDateRequired: boolean;
  genderRequired: boolean;
  mobileRequired: boolean;
  /** Whether the SMS opt-in must be ticked to sign up. */
  smsConsentRequired: boolean;
  /** Postal codes of the site's country; a given one must match. */
  postalCodePattern: RegExp;
  /** The country a phone number typed without a dial code belongs to: the site's. */
  phoneCountry: string;
}

const NORTH_AMERICA = { smsConsentRequired: false, genderRequired: false } as const;

// The date format is not listed: it is the locale's own, from Intl.
const BY_LOCALE: Readonly<Record<string, Omit<SignUpConfig, 'dateFormat'>>> = {
  'en-us': { ...NORTH_AMERICA, phoneCountry: 'US', minimalAge: 13, birthDateRequired: false, mobileRequired: false, postalCodePattern: /^\d{5}(?:-\d{4})?$/ },
  'en-ca': { ...NORTH_AMERICA, phoneCountry: 'CA', minimalAge: 16, birthDateRequired: false, mobileRequired: true, postalCodePattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i },
  'fr-ca': { ...NORTH_AMERICA, phoneCountry: 'CA', minimalAge: 16, birthDateRequired: false, mobileRequired: true, postalCodePattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i },
  'en-gb': { phoneCountry: 'GB', minimalAge: 16, birthDateRequired: false, genderRequired: false, mobileRequired: false, smsConsentRequired: false, postalCodePattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i },
  'de-de': { phoneCountry: 'DE', minimalAge: 16, birthDateRequired: true, genderRequired: true, mobileRequired: false, smsConsentRequired: false, postalCodePattern: /^\d{5}$/ },
  'nb-no': { phoneCountry: 'NO', minimalAge: 15, birthDateRequired: true, genderRequired: false, mobileRequired: true, smsConsentRequired: false, postalCodePattern: /^\d{4}$/ },
};

/** The sign-up rules of a site; a site without its own reads the default site's. */
export function signUpConfig(site: Pick<Site, 'locale'>): SignUpConfig {
  const locale = BY_LOCALE[site.locale] ? site.locale : 'en-us';
  return { ...BY_LOCALE[locale]!, dateFormat: dateFormatOf(locale) };
}
