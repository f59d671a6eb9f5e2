import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../catalogue/schemas/inventory';
import type { Product } from '../catalogue/schemas/product';
import { productJsonLd } from './product-json-ld';

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

const NOW = new Date('2026-03-10T12:00:00Z');

type Variant = { sku: string; color?: string; size: string; image: string; url: string; offers: Record<string, unknown> };
const groupOf = (data: Record<string, unknown>) => data as { '@type': string; productGroupID: string; variesBy: string[]; hasVariant: Variant[]; aggregateRating?: unknown };

describe('productJsonLd', () => {
  it('models the style as a ProductGroup whose variants carry sku, colour, size and image, never on the offer', () => {
    const availability: AvailabilityResponse = {
      productId: 'TN123456',
      variants: [
        { sku: 'TN123456001-OS', color: '001', size: 'OS', available: true, quantity: 3, status: 'LOW_STOCK' },
        { sku: 'TN123456002-OS', color: '002', size: 'OS', available: false, quantity: 0, status: 'OUT_OF_STOCK' },
      ],
    };
    const data = groupOf(productJsonLd({ product: product(), availability, origin: ORIGIN, locale: 'en-us', now: NOW }));
    expect(data).toMatchObject({ '@type': 'ProductGroup', productGroupID: 'TN123456', variesBy: ['https://schema.org/color', 'https://schema.org/size'] });
    expect(data.hasVariant).toHaveLength(2);
    expect(data.hasVariant[0]).toMatchObject({ '@type': 'Product', sku: 'TN123456001-OS', color: 'Black', size: 'One size', image: `${ORIGIN}/images/product/TN123456-001.svg`, url: `${ORIGIN}/en-us/p/ridge-tent-TN123456001` });
    expect(data.hasVariant[0]!.offers).toMatchObject({ '@type': 'Offer', price: '249.50', priceCurrency: 'USD', availability: 'https://schema.org/LimitedAvailability' });
    expect(data.hasVariant[1]!.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    for (const variant of data.hasVariant) expect(Object.keys(variant.offers)).not.toEqual(expect.arrayContaining(['color']));
    for (const variant of data.hasVariant) expect(variant.offers).not.toHaveProperty('size');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.4, reviewCount: 12 });
  });

  it('strikes through the shelf price of a sale and promises the sale price for a week from the render', () => {
    const offer = groupOf(productJsonLd({ product: product(), availability: null, origin: ORIGIN, locale: 'en-us', now: NOW })).hasVariant[0]!.offers;
    expect(offer).toMatchObject({
      priceValidUntil: '2026-03-17',
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '300.00', priceCurrency: 'USD' },
    });
  });

  it('leaves the strikethrough and validity out when nothing is marked down', () => {
    const price = { currency: 'USD', lowOriginal: 50, highOriginal: 50, lowCurrent: 50, highCurrent: 50, percentagePriceDiscount: 0 };
    const offer = groupOf(productJsonLd({ product: product({ price }), availability: null, origin: ORIGIN, locale: 'en-us', now: NOW })).hasVariant[0]!.offers;
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('gives each offer the market return policy and shipping, free from the market threshold', () => {
    const offer = groupOf(productJsonLd({ product: product(), availability: null, origin: ORIGIN, locale: 'en-us', now: NOW })).hasVariant[0]!.offers;
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ '@type': 'MerchantReturnPolicy', applicableCountry: 'US', merchantReturnDays: 60, returnFees: 'https://schema.org/FreeReturn' });
    expect(offer.shippingDetails).toMatchObject({ shippingRate: { value: '0.00', currency: 'USD' }, shippingDestination: { addressCountry: 'US' } });
    const cheap = { currency: 'NOK', lowOriginal: 499, highOriginal: 499, lowCurrent: 499, highCurrent: 499, percentagePriceDiscount: 0 };
    const norwegian = groupOf(productJsonLd({ product: product({ price: cheap }), availability: null, origin: ORIGIN, locale: 'nb-no', now: NOW })).hasVariant[0]!.offers;
    expect(norwegian.shippingDetails).toMatchObject({ shippingRate: { value: '79.00', currency: 'NOK' }, shippingDestination: { addressCountry: 'NO' } });
    expect(norwegian.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: 'NO' });
  });

  it('states a price range as an AggregateOffer with the visible low and high', () => {
    const price = { currency: 'EUR', lowOriginal: 100, highOriginal: 120, lowCurrent: 100, highCurrent: 120, percentagePriceDiscount: 0 };
    const offer = groupOf(productJsonLd({ product: product({ price }), availability: null, origin: ORIGIN, locale: 'de-de', now: NOW })).hasVariant[0]!.offers;
    expect(offer).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '100.00', highPrice: '120.00', priceCurrency: 'EUR' });
  });

  it('falls back to the product attributes without availability, and omits a rating with no reviews', () => {
    const data = groupOf(productJsonLd({ product: product({ rating: { score: 0, reviewsCount: 0 } }), availability: null, origin: ORIGIN, locale: 'en-us', now: NOW }));
    expect(data.hasVariant.map((variant) => [variant.sku, variant.offers.availability])).toEqual([
      ['TN123456001-OS', 'https://schema.org/InStock'],
      ['TN123456002-OS', 'https://schema.org/OutOfStock'],
    ]);
    expect(data.aggregateRating).toBeUndefined();
  });
});
