import { describe, expect, it } from 'vitest';
import { SITES } from '../site';
import { PAGE_NAMES, isIndexable, isShareable } from '../routing';
import { alternateLinks, hreflangOf, seoLinks, stripTracking, withLocale } from './canonical';

const ORIGIN = 'https://shop.example';

describe('stripTracking', () => {
  it('drops utm_*, click ids and the hash, keeping meaningful parameters in order', () => {
    const url = stripTracking(new URL(`${ORIGIN}/en-us/search?utm_source=x&q=tent&gclid=1&UTM_Medium=y&fbclid=2&msclkid=3&sort=rating#top`));
    expect(url.href).toBe(`${ORIGIN}/en-us/search?q=tent&sort=rating`);
  });
});

describe('seoLinks', () => {
  it('gives a filtered, sorted, paged listing the bare category URL', () => {
    const links = seoLinks({ url: new URL(`${ORIGIN}/en-us/c/tents-40102?color=black&sort=price-asc&page=2&utm_campaign=z`), page: 'category' });
    expect(links.canonical).toBe(`${ORIGIN}/en-us/c/tents-40102`);
    expect(links.robots).toBe('index, follow');
  });

  it("uses a product's style path, so every colour is one page", () => {
    const links = seoLinks({ url: new URL(`${ORIGIN}/en-gb/p/trail-tent-TN123456001?gclid=1`), page: 'product', path: '/en-gb/p/trail-tent-TN123456' });
    expect(links.canonical).toBe(`${ORIGIN}/en-gb/p/trail-tent-TN123456`);
    expect(links.alternates.find((link) => link.hreflang === 'de-DE')?.href).toBe(`${ORIGIN}/de-de/p/trail-tent-TN123456`);
  });

  it('points a store’s page at its own country’s sites only, with no x-default outside the default’s country', () => {
    const montreal = seoLinks({ url: new URL('https://shop.test/fr-ca/stores/CA-MTL-01'), page: 'store', countries: ['CA'] });
    expect(montreal.alternates).toEqual([
      { hreflang: 'en-CA', href: 'https://shop.test/en-ca/stores/CA-MTL-01' },
      { hreflang: 'fr-CA', href: 'https://shop.test/fr-ca/stores/CA-MTL-01' },
    ]);
    const denver = seoLinks({ url: new URL('https://shop.test/en-us/stores/US-DEN-01'), page: 'store', countries: ['US'] });
    expect(denver.alternates.map((link) => link.hreflang)).toEqual(['en-US', 'x-default']);
  });

  it('keeps only q on search and marks search, previews and favorites noindex', () => {
    const search = seoLinks({ url: new URL(`${ORIGIN}/en-us/search?q=rain%20jacket&color=red&utm_source=a`), page: 'search' });
    expect(search.canonical).toBe(`${ORIGIN}/en-us/search?q=rain%20jacket`);
    expect(search.robots).toBe('noindex, follow');
    expect(seoLinks({ url: new URL(`${ORIGIN}/en-us`), page: 'home', preview: true }).robots).toBe('noindex, follow');
    const favorites = seoLinks({ url: new URL(`${ORIGIN}/en-us/favorites?share=abc`), page: 'favorites' });
    expect(favorites.robots).toBe('noindex, nofollow');
    expect(favorites.alternates).toEqual([]);
  });
});

describe('seoLinks follows the page registry', () => {
  it.each(PAGE_NAMES)('robots and alternates of %s come from its indexable and shareable flags', (page) => {
    const links = seoLinks({ url: new URL(`${ORIGIN}/en-us/somewhere`), page });
    const expected = isIndexable(page) ? 'index, follow' : isShareable(page) ? 'noindex, follow' : 'noindex, nofollow';
    expect(links.robots).toBe(expected);
    if (!isShareable(page)) expect(links.alternates).toEqual([]);
    // An error page is the same for everyone, but it is no page of the site to point other languages at.
    else expect(links.alternates.length > 0).toBe(page !== 'error');
  });

  it('keeps the cart, checkout and every account page out of the index', () => {
    for (const page of ['cart', 'checkout', 'order-confirmation', 'account', 'account-orders', 'sign-in', 'sign-up'] as const) {
      expect(seoLinks({ url: new URL(`${ORIGIN}/en-us/${page}`), page }).robots, page).toBe('noindex, nofollow');
    }
  });
});

describe('alternates', () => {
  it('lists every site locale once plus x-default pointing at en-us', () => {
    const links = alternateLinks(ORIGIN, '/fr-ca/c/tents-40102');
    expect(links.map((link) => link.hreflang).sort()).toEqual([...SITES.map((site) => hreflangOf(site.locale)), 'x-default'].sort());
    expect(links.find((link) => link.hreflang === 'x-default')?.href).toBe(`${ORIGIN}/en-us/c/tents-40102`);
    expect(links.find((link) => link.hreflang === 'nb-NO')?.href).toBe(`${ORIGIN}/nb-no/c/tents-40102`);
  });

  it('swaps only a leading locale segment', () => {
    expect(withLocale('/en-us', 'de-de')).toBe('/de-de');
    expect(withLocale('/en-us/p/en-us-tee-AB123456', 'en-gb')).toBe('/en-gb/p/en-us-tee-AB123456');
  });
});
