import { describe, expect, it } from 'vitest';
import type { ProductTile } from '../../shared/catalogue/schemas/catalog';
import type { Product } from '../../shared/catalogue/schemas/product';
import type { RecommendationItem } from '../../shared/catalogue/schemas/recommendations';
import { cartPayload, INTERACTION_ORIGINS, listPayload, priceLabelOf, productPayload, recommendationPayload, stockLabelOf } from './payloads';
import { colourCodeOf, isProductCode, isStyleCode, productCodeOf, styleCodeOf } from './product-codes';
import { segmentLabels } from './segments';

const price = { currency: 'USD', lowOriginal: 200, highOriginal: 200, lowCurrent: 150, highCurrent: 150, percentagePriceDiscount: 25 };
const fullPrice = { ...price, lowCurrent: 200, highCurrent: 200, percentagePriceDiscount: 0 };
const image = { src: '/i/a.jpg', alt: 'a' };

describe('product codes', () => {
  it('a style is 8 characters, a product 8 to 11', () => {
    expect(isStyleCode('RL123456')).toBe(true);
    expect(isStyleCode('RL1234567')).toBe(false);
    expect(isProductCode('RL123456')).toBe(true);
    expect(isProductCode('RL123456001')).toBe(true);
    expect(isProductCode('RL1234567')).toBe(true);
    expect(isProductCode('RL12345')).toBe(false);
    expect(isProductCode('RL1234560012')).toBe(false);
    expect(isProductCode('RL12-456001')).toBe(false);
  });

  it('the style is the first 8, the colour the last 3', () => {
    expect(styleCodeOf('RL123456001')).toBe('RL123456');
    expect(colourCodeOf('RL123456001')).toBe('001');
    expect(colourCodeOf('RL1234560A1')).toBe('0A1');
    expect(colourCodeOf('RL123456')).toBeNull();
    expect(styleCodeOf('short')).toBeNull();
    expect(colourCodeOf('not a code at all')).toBeNull();
    expect(productCodeOf('RL123456', '042')).toBe('RL123456042');
    expect(productCodeOf('RL123456', null)).toBe('RL123456');
  });
});

describe('labels', () => {
  it('a gift outranks a markdown; a lower current price is a markdown', () => {
    expect(priceLabelOf(price, ['Free Gift', 'Marked Down'])).toBe('Free Gift');
    expect(priceLabelOf(price)).toBe('Marked Down');
    expect(priceLabelOf(fullPrice, ['Marked Down'])).toBe('Marked Down');
    expect(priceLabelOf(fullPrice)).toBeNull();
  });
  it('LOW STOCK from the label or the inventory status', () => {
    expect(stockLabelOf(['LOW STOCK'])).toBe('LOW STOCK');
    expect(stockLabelOf([], 'LOW_STOCK')).toBe('LOW STOCK');
    expect(stockLabelOf([], 'IN_STOCK')).toBeNull();
  });
});

describe('payload mappers', () => {
  const product = {
    id: 'RL123456',
    masterId: 'RL123456',
    name: 'Ridge Shell',
    price,
    labels: [],
    inventory: { status: 'LOW_STOCK', quantity: 2 },
  } as unknown as Product;
  const tile: ProductTile = { id: 'RL654321', name: 'Trail Boot', url: '/p', image, colors: [], price: fullPrice, rating: { score: 4, reviewsCount: 3 }, labels: ['Free Gift'] };

  it('maps a product page product in its colour', () => {
    expect(productPayload(product, '010', 'direct to PDP', { quantity: 2, size: 'M' })).toEqual({
      id: 'RL123456010',
      styleCode: 'RL123456',
      colourCode: '010',
      name: 'Ridge Shell',
      price: 150,
      originalPrice: 200,
      currency: 'USD',
      priceLabel: 'Marked Down',
      stockLabel: 'LOW STOCK',
      list: 'direct to PDP',
      quantity: 2,
      size: 'M',
    });
  });

  it('numbers a list from its first position', () => {
    const list = listPayload([tile, tile], 'grid', 49);
    expect(list.list).toBe('grid');
    expect(list.items.map((item) => [item.position, item.priceLabel, item.colourCode])).toEqual([[49, 'Free Gift', null], [50, 'Free Gift', null]]);
  });

  it('keeps the recToken of a recommendation', () => {
    const item = { productId: 'RL123456001', title: 'Shell', price, recToken: 'tok' } as RecommendationItem;
    expect(recommendationPayload(item, 'upsell complete the look', 3)).toMatchObject({ id: 'RL123456001', colourCode: '001', recToken: 'tok', position: 3, list: 'upsell complete the look' });
  });

  it('sums a cart to the cent', () => {
    const cart = cartPayload('b1', [
      { styleCode: 'RL123456', colourCode: '001', size: 'M', name: 'Shell', quantity: 3, price: { currency: 'USD', lowCurrent: 19.99, lowOriginal: 19.99 } },
      { styleCode: 'RL654321', colourCode: null, size: '10', name: 'Boot', quantity: 1, price: { currency: 'USD', lowCurrent: 0.1, lowOriginal: 0.2 }, origin: 'shop the look' },
    ]);
    expect(cart).toMatchObject({ basketId: 'b1', currency: 'USD', value: 60.07, totalItems: 4 });
    expect(cart.items[0]).toMatchObject({ id: 'RL123456001', list: 'direct to PDP', quantity: 3, size: 'M', position: 1 });
    expect(cart.items[1]).toMatchObject({ list: 'shop the look', priceLabel: 'Marked Down' });
    expect(cartPayload(null, [])).toEqual({ basketId: null, currency: null, value: 0, totalItems: 0, items: [] });
  });

  it('lists every interaction origin', () => {
    expect(INTERACTION_ORIGINS).toHaveLength(13);
    expect(INTERACTION_ORIGINS).toContain('fit analytics');
  });
});

describe('segment labels', () => {
  it('labels each role, WRANX or IPA, and loyalty only when signed in', () => {
    expect(segmentLabels({ loggedIn: true, loyaltyMember: true, roles: ['wranx', 'athlete'] })).toEqual(['Loyalty', 'Wranx', 'WranxOrIpa', 'Athlete']);
    expect(segmentLabels({ loggedIn: true, loyaltyMember: false, roles: ['ipa'] })).toEqual(['Ipa', 'WranxOrIpa']);
    expect(segmentLabels({ loggedIn: false, loyaltyMember: true, roles: [] })).toEqual([]);
    expect(segmentLabels({ loggedIn: true, loyaltyMember: false, roles: ['employee'] })).toEqual([]);
  });
});
