import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import type { Product } from '../../../shared/catalogue/schemas/product';
import { availableColors, isOrderable, lowStockMessage, sizesForColor, skuOf } from './variant-state';
import { createTranslator } from '../../../shared/i18n';
import { de, en } from '../../../shared/i18n/messages';

const { t } = createTranslator('en-US', en);

const image = { src: '/i.jpg', alt: '' };
const product = {
  id: 'JK123456',
  attributes: {
    color: { defaultColor: '001', options: [{ code: '001', label: 'Black', hex: '#000000', available: true, images: [image] }, { code: '002', label: 'Red', hex: '#ff0000', available: true, images: [image] }] },
    size: { options: [{ code: 'S', label: 'S', available: true }, { code: 'M', label: 'M', available: false }, { code: 'L', label: 'L', available: true }] },
  },
  inventory: { status: 'IN_STOCK', quantity: 10 },
} as unknown as Product;

const variant = (color: string, size: string, quantity: number) => ({
  sku: skuOf('JK123456', color, size),
  color,
  size,
  available: quantity > 0,
  quantity,
  status: quantity === 0 ? 'OUT_OF_STOCK' : quantity < 10 ? 'LOW_STOCK' : 'IN_STOCK',
}) as const;

const availability: AvailabilityResponse = {
  productId: 'JK123456',
  variants: [variant('001', 'S', 0), variant('001', 'M', 3), variant('001', 'L', 20), variant('002', 'S', 0), variant('002', 'M', 0)],
};

describe('sizesForColor', () => {
  it('takes availability per colour over the product flags', () => {
    const sizes = sizesForColor(product, '001', availability);
    expect(sizes.map((size) => [size.code, size.available])).toEqual([['S', false], ['M', true], ['L', true]]);
    expect(sizes[1]).toMatchObject({ sku: 'JK123456001-M', quantity: 3, status: 'LOW_STOCK' });
  });

  it('treats a size missing for the colour as sold out', () => {
    expect(sizesForColor(product, '002', availability).find((size) => size.code === 'L')).toMatchObject({ available: false, status: 'OUT_OF_STOCK' });
  });

  it('falls back to the product size flags without availability', () => {
    expect(sizesForColor(product, '001', null).map((size) => size.available)).toEqual([true, false, true]);
  });
});

describe('availability helpers', () => {
  it('marks a colour with nothing in stock as unavailable', () => {
    expect([...availableColors(product, availability)]).toEqual(['001']);
  });

  it('knows when nothing can be bought', () => {
    expect(isOrderable(product, availability)).toBe(true);
    expect(isOrderable(product, { productId: 'JK123456', variants: [variant('001', 'S', 0)] })).toBe(false);
  });

  it('says Only N left for a low-stock size only', () => {
    const [small, medium, large] = sizesForColor(product, '001', availability);
    expect(lowStockMessage(t, medium)).toBe('Only 3 left');
    expect(lowStockMessage(createTranslator('de-DE', de).t, medium)).toBe('Nur noch 3 verfügbar');
    expect(lowStockMessage(t, small)).toBeNull();
    expect(lowStockMessage(t, large)).toBeNull();
  });
});
