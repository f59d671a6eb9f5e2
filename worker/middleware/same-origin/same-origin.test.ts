import { describe, expect, it } from 'vitest';
import { isCrossSite } from './same-origin';

const URL_ = 'https://shop.ridgeline.test/api/wishlists/v2/favorites';
const post = (headers: Record<string, string>) => new Request(URL_, { method: 'POST', headers });

describe('isCrossSite', () => {
  it('refuses a write whose Origin is another site, a lookalike, another scheme or null', () => {
    for (const origin of ['https://evil.example', 'https://shop.ridgeline.test.evil.example', 'http://shop.ridgeline.test', 'null']) {
      expect(isCrossSite(post({ origin })), origin).toBe(true);
    }
  });

  it('refuses a write that a browser marks cross-site or same-site without an Origin', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('accepts the shop itself, a typed-in navigation and non-browser clients', () => {
    expect(isCrossSite(post({ origin: 'https://shop.ridgeline.test' }))).toBe(false);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });

  it('never refuses a read, wherever it comes from', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isCrossSite(new Request(URL_, { method, headers: { origin: 'https://evil.example' } }))).toBe(false);
  });
});
