import { describe, expect, it } from 'vitest';
import { addressLines, addressOneLine, countryName, postalOfOrder, postalOfStored, type PostalAddress } from './display';

const at = (locale: string, siteCountry: string) => ({ locale, siteCountry });

const ADDRESSES: Readonly<Record<string, PostalAddress>> = {
  US: { name: 'Ada Byron', line1: '1601 Wynkoop St', city: 'Denver', province: 'CO', postalCode: '80202', countryCode: 'US' },
  CA: { name: 'Hélène Côté', line1: '1000 rue De La Gauchetière', line2: 'Bureau 200', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', countryCode: 'CA' },
  DE: { name: 'Max Müller', line1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  GB: { name: 'Ada Lovelace', line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'GB' },
  NO: { name: 'Åse Ødegård', line1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', countryCode: 'NO' },
};

describe('addressLines', () => {
  it.each([
    ['US', 'en-us', ['Ada Byron', '1601 Wynkoop St', 'Denver, CO 80202']],
    ['CA', 'fr-ca', ['Hélène Côté', '1000 rue De La Gauchetière', 'Bureau 200', 'Montréal QC  H3B 1K9']],
    ['DE', 'de-de', ['Max Müller', 'Hauptstraße 5', '10115 Berlin']],
    ['GB', 'en-gb', ['Ada Lovelace', '10 Downing Street', 'London', 'SW1A 2AA']],
    ['NO', 'nb-no', ['Åse Ødegård', 'Karl Johans gate 1', '0159 Oslo']],
  ] as const)('writes a %s address as its country does on %s', (country, locale, lines) => {
    expect(addressLines(ADDRESSES[country]!, at(locale, country))).toEqual(lines);
  });

  it('names another country than the site’s in the page’s language', () => {
    expect(addressLines(ADDRESSES.DE!, at('en-us', 'US')).at(-1)).toBe('Germany');
    expect(addressLines(ADDRESSES.NO!, at('de-de', 'DE')).at(-1)).toBe('Norwegen');
    expect(addressLines(ADDRESSES.US!, at('fr-ca', 'CA')).at(-1)).toBe('États-Unis');
  });

  it('leaves out what an address does not have', () => {
    expect(addressLines({ ...ADDRESSES.US!, province: undefined }, at('en-us', 'US'))).toEqual(['Ada Byron', '1601 Wynkoop St', 'Denver, 80202']);
  });
});

describe('addressOneLine', () => {
  it('joins the lines for a summary', () => {
    expect(addressOneLine(ADDRESSES.GB!, at('en-gb', 'GB'))).toBe('Ada Lovelace, 10 Downing Street, London, SW1A 2AA');
  });
});

describe('the backend’s shapes', () => {
  it('read a kept address and an order’s address alike', () => {
    const stored = { recipientFirstName: 'Ada', recipientLastName: 'Byron', addressLine1: '1601 Wynkoop St', city: 'Denver', stateCityProvDept: 'CO', postalCode: '80202', countryCode: 'US' };
    const ordered = { firstName: 'Ada', lastName: 'Byron', address1: '1601 Wynkoop St', city: 'Denver', province: 'CO', postalCode: '80202', countryCode: 'US' };
    expect(postalOfStored(stored)).toEqual(postalOfOrder(ordered));
  });
});

describe('countryName', () => {
  it('names a country in each site language', () => {
    expect(countryName('DE', 'de-de')).toBe('Deutschland');
    expect(countryName('GB', 'fr-ca')).toBe('Royaume-Uni');
    expect(countryName('NO', 'nb-no')).toBe('Norge');
  });
});
