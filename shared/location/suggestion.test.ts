import { describe, expect, it } from 'vitest';
import { getSite, type Site } from '../site';
import { isCountryCode, locationSuggestion, sitesForCountry } from './suggestion';

const site = (locale: string): Site => getSite(locale)!;
const locales = (sites: Site[]) => sites.map((candidate) => candidate.locale);

describe('sitesForCountry', () => {
  it('names every site that serves a country, and none for a country we do not sell in', () => {
    expect(locales(sitesForCountry('DE'))).toEqual(['de-de']);
    expect(locales(sitesForCountry('CA'))).toEqual(['en-ca', 'fr-ca']);
    expect(locales(sitesForCountry('FR'))).toEqual([]);
    expect(locales(sitesForCountry(null))).toEqual([]);
  });
});

describe('isCountryCode', () => {
  it('accepts two capitals only, so Cloudflare’s placeholders fall through to no site', () => {
    expect(isCountryCode('DE')).toBe(true);
    for (const value of ['de', 'DEU', 'T1', 'XX', '', null, 42]) expect(isCountryCode(value)).toBe(false);
    expect(locales(sitesForCountry('XX'))).toEqual([]);
  });
});

describe('locationSuggestion', () => {
  it('offers a German visitor on the US site the German site', () => {
    expect(locales(locationSuggestion({ country: 'DE', site: site('en-us'), answered: false }))).toEqual(['de-de']);
  });

  it('offers a US visitor on the French Canadian site the US site', () => {
    expect(locales(locationSuggestion({ country: 'US', site: site('fr-ca'), answered: false }))).toEqual(['en-us']);
  });

  it('offers both Canadian sites, the one in the page’s language first', () => {
    expect(locales(locationSuggestion({ country: 'CA', site: site('en-us'), answered: false }))).toEqual(['en-ca', 'fr-ca']);
    expect(locales(locationSuggestion({ country: 'CA', site: site('nb-no'), answered: false }))).toEqual(['en-ca', 'fr-ca']);
    expect(locales(locationSuggestion({ country: 'CA', site: site('de-de'), answered: false }))).toEqual(['en-ca', 'fr-ca']);
  });

  it('orders the Canadian sites by the page’s language: French first from a French page', () => {
    // No French page outside Canada today; a stand-in site shows the ordering rule.
    const frenchElsewhere: Site = { ...site('en-gb'), locale: 'fr-be', language: 'fr', country: 'BE' };
    expect(locales(locationSuggestion({ country: 'CA', site: frenchElsewhere, answered: false }))).toEqual(['fr-ca', 'en-ca']);
  });

  it('does not ask a visitor already on a site of their country, in either language', () => {
    expect(locationSuggestion({ country: 'DE', site: site('de-de'), answered: false })).toEqual([]);
    expect(locationSuggestion({ country: 'CA', site: site('fr-ca'), answered: false })).toEqual([]);
    expect(locationSuggestion({ country: 'CA', site: site('en-ca'), answered: false })).toEqual([]);
  });

  it('does not ask when the country is unknown or not served', () => {
    expect(locationSuggestion({ country: null, site: site('en-us'), answered: false })).toEqual([]);
    expect(locationSuggestion({ country: 'FR', site: site('en-us'), answered: false })).toEqual([]);
    expect(locationSuggestion({ country: 'JP', site: site('de-de'), answered: false })).toEqual([]);
  });

  it('does not ask again once answered, whichever way', () => {
    expect(locationSuggestion({ country: 'DE', site: site('en-us'), answered: true })).toEqual([]);
  });
});
