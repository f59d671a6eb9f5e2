import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse, Product } from '../schemas';
import { availabilityUrl, breadcrumbJsonLd, jsonLdText, productJsonLd } from './json-ld';

const ORIGIN = 'https://shop.example';

function product(overrides: Partial<Product> = {}): Product {
  const image = { src: '/images/product/TN123456-001.svg', alt: 'Tent' };
  return {
    id: 'TN123456',
    masterId: 'TN123456',
    name: 'Ridge </script> Tent',
    slug: 'ridge-tent',
    url: '/en-us/p/ridge-tent-TN123456',
    description: 'A tent.',
    productType: 'tent',
    categoryIds: ['40102'],
    breadcrumbs: [],
    attributes: {
      color: { defaultColor: '001', options: [{ code: '001', label: 'Black', hex: '#000000', available: true, images: [image] }, { code: '002', label: 'Red', hex: '#ff0000', available: false, images: [image] }] },
      size: { options: [{ code: 'OS', label: 'One size', available: true }] },
    },
    price: { currency: 'USD', lowOriginal: 300, highOriginal: 300, lowCurrent: 249.5, highCurrent: 249.5, percentagePriceDiscount: 16.8 },
    rating: { score: 4.4, reviewsCount: 12 },
    inventory: { status: 'IN_STOCK', quantity: 40 },
    labels: [],
    ...overrides,
  };
}

describe('productJsonLd', () => {
  it('gives each variant an offer with the visible price, currency, schema.org availability, sku and colour URL', () => {
    const availability: AvailabilityResponse = {
      productId: 'TN123456',
      variants: [
        { sku: 'TN123456001-OS', color: '001', size: 'OS', available: true, quantity: 3, status: 'LOW_STOCK' },
        { sku: 'TN123456002-OS', color: '002', size: 'OS', available: false, quantity: 0, status: 'OUT_OF_STOCK' },
      ],
    };
    const data = productJsonLd({ product: product(), availability, origin: ORIGIN, locale: 'en-us' }) as { offers: Record<string, unknown>[]; aggregateRating: unknown; url: string };
    expect(data.url).toBe(`${ORIGIN}/en-us/p/ridge-tent-TN123456`);
    expect(data.offers).toHaveLength(2);
    expect(data.offers[0]).toMatchObject({ '@type': 'Offer', sku: 'TN123456001-OS', price: '249.50', priceCurrency: 'USD', availability: 'https://schema.org/LimitedAvailability', url: `${ORIGIN}/en-us/p/ridge-tent-TN123456001` });
    expect(data.offers[1]).toMatchObject({ availability: 'https://schema.org/OutOfStock', color: 'Red' });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.4, reviewCount: 12 });
  });

  it('falls back to the product attributes without availability, and omits a rating with no reviews', () => {
    const data = productJsonLd({ product: product({ rating: { score: 0, reviewsCount: 0 } }), availability: null, origin: ORIGIN, locale: 'en-us' }) as { offers: { sku: string; availability: string }[]; aggregateRating?: unknown };
    expect(data.offers.map((offer) => [offer.sku, offer.availability])).toEqual([
      ['TN123456001-OS', 'https://schema.org/InStock'],
      ['TN123456002-OS', 'https://schema.org/OutOfStock'],
    ]);
    expect(data.aggregateRating).toBeUndefined();
  });

  it('states a price range as an AggregateOffer with the visible low and high', () => {
    const price = { currency: 'EUR', lowOriginal: 100, highOriginal: 120, lowCurrent: 100, highCurrent: 120, percentagePriceDiscount: 0 };
    const data = productJsonLd({ product: product({ price }), availability: null, origin: ORIGIN, locale: 'de-de' }) as { offers: Record<string, unknown> };
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '100.00', highPrice: '120.00', priceCurrency: 'EUR', offerCount: 2 });
  });

  it('maps stock status to schema.org availability', () => {
    expect(availabilityUrl('IN_STOCK')).toBe('https://schema.org/InStock');
    expect(availabilityUrl('LOW_STOCK')).toBe('https://schema.org/LimitedAvailability');
    expect(availabilityUrl('OUT_OF_STOCK')).toBe('https://schema.org/OutOfStock');
    expect(availabilityUrl('IN_STOCK', false)).toBe('https://schema.org/OutOfStock');
  });
});

describe('breadcrumbJsonLd and jsonLdText', () => {
  it('numbers the trail from 1 with absolute URLs, ending at the current page', () => {
    const data = breadcrumbJsonLd([{ id: '40000', name: 'Gear', url: '/en-us/c/gear-40000' }], { name: 'Tents', url: '/en-us/c/tents-40102' }, ORIGIN);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Gear', item: `${ORIGIN}/en-us/c/gear-40000` },
      { '@type': 'ListItem', position: 2, name: 'Tents', item: `${ORIGIN}/en-us/c/tents-40102` },
    ]);
  });

  it('cannot close its script element and still parses to the same data', () => {
    const data = productJsonLd({ product: product(), availability: null, origin: ORIGIN, locale: 'en-us' });
    const text = jsonLdText(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});
