import { describe, expect, it } from 'vitest';
import { safeLocalPath, safeReturnTo, signInPath } from './return-to';
import { HOSTILE_TARGETS } from '../../tests/fixtures/hostile-redirects';


describe('safeLocalPath', () => {
  it('keeps a path on this site with its query, dot segments collapsed', () => {
    expect(safeLocalPath('/en-us/c/mens-jackets-10101?preview=true', '/')).toBe('/en-us/c/mens-jackets-10101?preview=true');
    expect(safeLocalPath('/en-us/account/../cart', '/')).toBe('/en-us/cart');
    expect(safeLocalPath('/en-us/search?q=a%5Cb', '/')).toBe('/en-us/search?q=a%5Cb');
    expect(safeLocalPath('/preview/viewer', '/')).toBe('/preview/viewer');
  });

  it.each(HOSTILE_TARGETS)('refuses %j', (target) => {
    expect(safeLocalPath(target, '/fallback')).toBe('/fallback');
  });

  it('refuses nothing at all', () => {
    expect(safeLocalPath('', '/f')).toBe('/f');
    expect(safeLocalPath(null, '/f')).toBe('/f');
    expect(safeLocalPath(undefined, '/f')).toBe('/f');
  });
});

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnTo('/en-us/account/orders?page=2', '/en-us')).toBe('/en-us/account/orders?page=2');
    expect(safeReturnTo('/en-us/account/../cart', '/en-us')).toBe('/en-us/cart');
  });

  it('refuses anything that could leave the site, and the sign-in page itself', () => {
    for (const value of [...HOSTILE_TARGETS, 'en-us/account', '', null, undefined, '/en-us/sign-in?returnTo=/x', '/en-us/sign-in', '/en-us/x/../sign-in', '/a\\b']) {
      expect(safeReturnTo(value, '/en-us'), String(value)).toBe('/en-us');
    }
  });

  it('builds the sign-in path that comes back', () => {
    expect(signInPath('en-us', '/en-us/account?x=1')).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Faccount%3Fx%3D1');
  });
});
