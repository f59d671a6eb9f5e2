import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnTo('/en-us/account/orders?page=2', '/en-us')).toBe('/en-us/account/orders?page=2');
    expect(safeReturnTo('/en-us/account/../cart', '/en-us')).toBe('/en-us/cart');
  });

  it('refuses anything that could leave the site, and the sign-in page itself', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'en-us/account', '', null, undefined, '/en-us/sign-in?returnTo=/x', '/\\/evil.example', '/a\\b']) {
      expect(safeReturnTo(value, '/en-us'), String(value)).toBe('/en-us');
    }
  });

  it('builds the sign-in path that comes back', () => {
    expect(signInPath('en-us', '/en-us/account?x=1')).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Faccount%3Fx%3D1');
  });
});
