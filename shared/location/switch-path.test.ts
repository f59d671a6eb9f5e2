import { describe, expect, it } from 'vitest';
import { switchPath } from './switch-path';

describe('switchPath', () => {
  it('keeps a product’s and a category’s path under the other site’s locale', () => {
    expect(switchPath('product', '/en-us/p/mens-aspen-shell-jacket-JK100775', 'de-de')).toBe('/de-de/p/mens-aspen-shell-jacket-JK100775');
    expect(switchPath('category', '/fr-ca/c/tents-40102', 'en-us')).toBe('/en-us/c/tents-40102');
    expect(switchPath('home', '/en-us', 'fr-ca')).toBe('/fr-ca');
  });

  it('goes to the other site’s home from any other page', () => {
    expect(switchPath('content', '/en-us/policies/shipping-terms', 'de-de')).toBe('/de-de');
    expect(switchPath('cart', '/en-us/cart', 'en-gb')).toBe('/en-gb');
    expect(switchPath('account-orders', '/en-us/account/orders', 'nb-no')).toBe('/nb-no');
  });
});
