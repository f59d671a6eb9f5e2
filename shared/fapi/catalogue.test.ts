import { describe, expect, it } from 'vitest';
import { FAPI_PREFIX, fapi, fapiEntries, fapiPath } from '.';

describe('the first-party API catalogue', () => {
  it('keeps every route under the prefix', () => {
    for (const { name, entry } of fapiEntries()) expect(entry.path.startsWith(`${FAPI_PREFIX}/`), name).toBe(true);
  });

  it('builds a path with its parameters encoded and its query appended', () => {
    expect(fapiPath(fapi.cart.moveToCart, { params: { listId: 'SFL1', itemId: 'a/b' } })).toBe('/fapi/cart/saved/SFL1/a%2Fb/move');
    expect(fapiPath(fapi.cart.read, { query: { saved: '0', favStoreId: undefined } })).toBe('/fapi/cart?saved=0');
    expect(() => fapiPath(fapi.sizeChart.read, { params: {} as never })).toThrow(/productType/);
  });
});
