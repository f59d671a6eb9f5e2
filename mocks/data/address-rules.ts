import type { AddressRules, Country, Province } from '../../shared/address/schemas/address';
import { shipsTo } from '../../shared/site/ship-to';
import type { Site } from '../../shared/site/sites';

/*
 * The utilities' address data: the countries a site delivers to, named in the locale's language,
 * and each country's address rules (the fields where it differs from the defaults, a format mask,
 * what is done to a value before it is judged, and its province list). Province names follow the
 * locale's language where it has its own (Québec, Colombie-Britannique). Phones have no pattern
 * here: the storefront and these mocks judge them with the same shared phone module.
 */

type Language = 'en' | 'fr' | 'de' | 'nb';

const US_STATES: readonly Province[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code!, name: name! }));

// Code, English name, French name.
const CA_PROVINCES: ReadonlyArray<readonly [string, string, string]> = [
  ['AB', 'Alberta', 'Alberta'], ['BC', 'British Columbia', 'Colombie-Britannique'], ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'], ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'], ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'], ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'], ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'], ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'], ['YT', 'Yukon', 'Yukon'],
];

type CountryRules = Omit<AddressRules, 'locale' | 'countryCode' | 'provinces'> & { provinces?: (language: Language) => Province[] };

const RULES: Readonly<Record<string, CountryRules>> = {
  US: {
    phoneCode: '1',
    fields: {
      province: { required: true },
      // ZIP or ZIP+4.
      postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', maxLength: 10 },
    },
    provinces: () => [...US_STATES],
  },
  CA: {
    phoneCode: '1',
    fields: {
      province: { required: true },
      // Letter digit letter, space, digit letter digit; D, F, I, O, Q and U are never used, nor W and Z first.
      postalCode: { required: true, mask: 'AXA XAX', transforms: ['uppercase'], pattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] \\d[ABCEGHJ-NPRSTV-Z]\\d$' },
    },
    provinces: (language) => CA_PROVINCES.map(([code, en, fr]) => ({ code, name: language === 'fr' ? fr : en })),
  },
  GB: {
    phoneCode: '44',
    fields: {
      postalCode: { required: true, transforms: ['uppercase', 'collapseSpaces'], pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', maxLength: 8 },
      // A county is optional and free text.
      province: { required: false, maxLength: 30 },
    },
  },
  DE: {
    phoneCode: '49',
    fields: {
      postalCode: { required: true, mask: 'XXXXX', pattern: '^\\d{5}$' },
      addressLine1: { required: true, maxLength: 30, pattern: '\\d' },
    },
  },
  FR: {
    phoneCode: '33',
    fields: {
      postalCode: { required: true, mask: 'XXXXX', pattern: '^\\d{5}$' },
      city: { required: true, maxLength: 30, transforms: ['uppercase'] },
    },
  },
  NO: {
    phoneCode: '47',
    fields: {
      postalCode: { required: true, mask: 'XXXX', pattern: '^\\d{4}$' },
    },
  },
};

const languageOf = (locale: string): Language => {
  const language = locale.split('-')[0];
  return language === 'fr' || language === 'de' || language === 'nb' ? language : 'en';
};

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the locale's language, as the platform's own data has it. */
function countryName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The countries a site delivers to that we hold rules for, named in the locale's language, in name order. */
export function countryList(site: Pick<Site, 'siteId' | 'country' | 'locale'>): Country[] {
  return shipsTo(site)
    .filter((code) => code in RULES)
    .map((code) => ({ code, name: countryName(code, site.locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, site.locale));
}

/** One country's rules in one locale, or undefined when we do not deliver there. */
export function addressRules(countryCode: string, locale: string): AddressRules | undefined {
  const rules = RULES[countryCode];
  if (!rules) return undefined;
  const { provinces, ...rest } = rules;
  return { countryCode, locale, ...rest, ...(provinces ? { provinces: provinces(languageOf(locale)) } : {}) };
}
