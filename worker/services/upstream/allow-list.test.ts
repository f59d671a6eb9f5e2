import { describe, expect, it } from 'vitest';
import { matchAllowList } from './allow-list';

describe('matchAllowList', () => {
  it.each([
    ['GET', '/products/v2/catalog'],
    ['GET', '/products/v2/products/AB123456/details'],
    ['POST', '/cart/v1/item'],
    ['DELETE', '/cart/v1/item'],
    ['PATCH', '/cart/v2/checkout/order/00012345'],
    ['DELETE', '/wishlists/v2/favorites/fav-1/items/item_2'],
    ['HEAD', '/products/v2/catalog'],
  ])('allows %s %s from spec §7', (method, path) => {
    expect(matchAllowList(method, path)).toEqual({ allowed: true });
  });

  it.each([
    ['GET', '/admin'],
    ['GET', '/products/v2/catalog/extra'],
    ['GET', '/products/v2/products/../../admin/details'],
    ['GET', '/products/v2/products/a/b/details'],
    ['GET', '/products/v2/products//details'],
    ['GET', '/fapi/server/time'],
  ])('refuses %s %s as an unknown path', (method, path) => {
    expect(matchAllowList(method, path)).toEqual({ allowed: false, reason: 'path' });
  });

  it('refuses a listed path with a method the spec does not give it', () => {
    expect(matchAllowList('DELETE', '/products/v2/catalog')).toEqual({ allowed: false, reason: 'method' });
    expect(matchAllowList('GET', '/cart/v1/item')).toEqual({ allowed: false, reason: 'method' });
  });
});
