import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../mocks/data/categories';
import { marketOf, toMinor } from '../../shared/market';
import { CatalogResponseSchema } from '../../shared/catalogue/schemas/catalog';
import { getSite } from '../../shared/site/sites';
import { structuredDataProblems } from '../fixtures/structured-data-types';
import { ORIGIN, request } from './helpers';

// The JSON-LD of home and product pages on two sites, checked against schema.org's types and the
// properties Google requires of merchant listings, product variants, organisations and site search.

type Node = Record<string, unknown>;

async function jsonLd(path: string): Promise<Node[]> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const page = await response.text();
  const scripts = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Node);
  // A graph's nodes count as blocks of their own, as search engines read them.
  return scripts.flatMap((script) => (Array.isArray(script['@graph']) ? [script, ...(script['@graph'] as Node[])] : [script]));
}

/** The first product of a category whose price is marked down, and one that is not, in the site's catalog. */
async function saleAndFullPrice(locale: string): Promise<{ sale: string; full: string }> {
  const products = [];
  for (const top of CATEGORY_TREE) {
    const response = await request(`/api/products/v2/catalog?categoryId=${top.id}&start=0&count=96&locale=${locale}`);
    expect(response.status).toBe(200);
    products.push(...CatalogResponseSchema.parse(await response.json()).products);
  }
  const single = products.filter((product) => product.price.lowCurrent === product.price.highCurrent);
  const sale = single.find((product) => product.price.lowCurrent < product.price.lowOriginal);
  const full = single.find((product) => product.price.lowCurrent === product.price.lowOriginal);
  expect(sale && full, 'the catalog has a marked-down and a full-price product').toBeTruthy();
  return { sale: sale!.url, full: full!.url };
}

// The first request seeds the mock catalogue, and a product page is rendered whole: allow for a busy machine.
describe.each(['en-us', 'de-de'])('structured data on %s', { timeout: 60_000 }, (locale) => {
  const site = getSite(locale)!;
  const market = marketOf(site);

  it('home states the organisation and the site with its search action, every property valid', async () => {
    const blocks = await jsonLd(`/${locale}`);
    expect(structuredDataProblems(blocks)).toEqual([]);
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({ name: 'Ridgeline', url: `${ORIGIN}/${locale}` });
    const webSite = blocks.find((block) => block['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string }; 'query-input': string } };
    expect(webSite.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/${locale}/search?q={search_term_string}`);
    expect(webSite.potentialAction['query-input']).toBe('required name=search_term_string');
    // The action's target is the real search page.
    const search = await request(`/${locale}/search?q=jacket`);
    expect(search.status).toBe(200);
    await search.body?.cancel();
  });

  it('a product page is a ProductGroup of variants whose offers carry the market terms, every property valid', async () => {
    const { sale, full } = await saleAndFullPrice(locale);
    for (const url of [sale, full]) {
      const blocks = await jsonLd(url);
      expect(structuredDataProblems(blocks), url).toEqual([]);
      const group = blocks.find((block) => block['@type'] === 'ProductGroup') as { productGroupID: string; variesBy: string[]; hasVariant: Node[] };
      expect(group, url).toBeDefined();
      expect(blocks.some((block) => block['@type'] === 'Product')).toBe(false);
      expect(group.variesBy).toEqual(['https://schema.org/color', 'https://schema.org/size']);
      expect(url.endsWith(group.productGroupID)).toBe(true);
      expect(group.hasVariant.length).toBeGreaterThan(1);
      for (const variant of group.hasVariant) {
        expect(variant).toMatchObject({ '@type': 'Product', sku: expect.any(String), color: expect.any(String), size: expect.any(String), image: expect.stringMatching(/^https:\/\//) });
        const offer = variant.offers as Node & { shippingDetails: Node & { shippingRate: { value: string; currency: string } } };
        expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: site.currency });
        expect(offer.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: site.country, merchantReturnDays: expect.any(Number) });
        expect(offer.shippingDetails).toMatchObject({ shippingDestination: { addressCountry: site.country }, shippingRate: { currency: site.currency } });
        // Standard delivery is free from the market's threshold, its listed cost below it.
        const free = toMinor(Number(offer.price), site.currency) >= market.freeShipping.threshold;
        expect(toMinor(Number(offer.shippingDetails.shippingRate.value), site.currency)).toBe(free ? 0 : market.delivery.standard);
        if (url === sale) {
          expect(String(offer.priceValidUntil)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(Date.parse(String(offer.priceValidUntil))).toBeGreaterThan(Date.now());
          const strike = offer.priceSpecification as { priceType: string; price: string };
          expect(strike.priceType).toBe('https://schema.org/StrikethroughPrice');
          expect(Number(strike.price)).toBeGreaterThan(Number(offer.price));
        } else {
          expect(offer).not.toHaveProperty('priceSpecification');
          expect(offer).not.toHaveProperty('priceValidUntil');
        }
      }
    }
  });
});

describe('the structured data check itself', () => {
  it('reports colour and size on an Offer, a missing required property and an unknown enumeration member', () => {
    const problems = structuredDataProblems({ '@type': 'Product', name: 'x', image: 'https://x', offers: { '@type': 'Offer', priceCurrency: 'USD', color: 'Red', size: 'M', availability: 'InStock' } });
    expect(problems).toEqual([
      '$.offers: Offer lacks price',
      '$.offers: color is not a property of Offer',
      '$.offers: size is not a property of Offer',
      '$.offers.availability: InStock is not a schema.org member we expect',
    ]);
  });
});
