import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../env';
import { classifyPath } from '../../../shared/routing';
import { htmlCacheKeyHash, htmlCacheKeyParts, htmlCacheUrl, isCacheableSegmentKey, pageQuery, variationKeyOf } from './key';

const ctx = (overrides: Partial<RequestContext> = {}) =>
  ({
    locale: 'en-us',
    segmentKey: 'anon',
    consent: { region: 'NA', allowed: ['C0001', 'C0002', 'C0003', 'C0004'], basis: 'region', needsChoice: false, consentClass: 'all' },
    experiments: null,
    route: classifyPath('/en-us/c/men-10000'),
    ...overrides,
  }) as RequestContext;

const pageQueryOf = (url: URL) => pageQuery(classifyPath(url.pathname), url);

const decision = (variationKey: string | null, enabled = true) => ({ variationKey, enabled, ruleKey: 'r', variables: {} });

describe('pageQuery', () => {
  it('keeps a listing’s filters, sort and page in canonical order and drops tracking and unknown parameters', () => {
    const a = pageQueryOf(new URL('https://x.test/en-us/c/men-10000?utm_source=mail&size=M&color=navy&color=black&sort=price-asc&gclid=1&foo=bar'));
    const b = pageQueryOf(new URL('https://x.test/en-us/c/men-10000?color=black&sort=price-asc&size=M&color=navy'));
    expect(a).toBe('size=M&color=black&color=navy&sort=price-asc');
    expect(b).toBe(a);
    expect(pageQueryOf(new URL('https://x.test/en-us/c/men-10000?page=2'))).toBe('page=2');
  });

  it('keeps a search’s q first', () => {
    expect(pageQueryOf(new URL('https://x.test/en-us/search?fbclid=z&size=M&q=rain+jacket'))).toBe('q=rain+jacket&size=M');
    expect(pageQueryOf(new URL('https://x.test/en-us/search'))).toBe('');
  });

  it('drops every parameter of a page that reads none', () => {
    expect(pageQueryOf(new URL('https://x.test/en-us?utm_campaign=x&preview=true'))).toBe('');
    expect(pageQueryOf(new URL('https://x.test/en-us/p/jacket-JK619948?color=black'))).toBe('');
  });
});

describe('variationKeyOf', () => {
  it('is none without decisions', () => {
    expect(variationKeyOf(ctx())).toBe('none');
    expect(variationKeyOf(ctx({ experiments: null }))).toBe('none');
    expect(variationKeyOf(ctx({ experiments: {} }))).toBe('none');
  });

  it('lists every flag’s variation and state, sorted', () => {
    const key = variationKeyOf(ctx({ experiments: { zeta: decision('b'), alpha: decision(null, false) } }));
    expect(key).toBe('alpha:-:off,zeta:b:on');
    expect(variationKeyOf(ctx({ experiments: { alpha: decision(null, false), zeta: decision('b') } }))).toBe(key);
  });
});

describe('isCacheableSegmentKey', () => {
  it('accepts audience classes with an empty cart', () => {
    for (const key of ['member.empty', 'loyal.empty', 'member.empty.athlete+employee', 'guest.empty.ipa']) expect(isCacheableSegmentKey(key), key).toBe(true);
  });

  it('rejects a cart, a QA test context, the unresolved anonymous key and anything else', () => {
    for (const key of ['anon', 'member.cart', 'loyal.cart.employee', 'member.empty~seg-1', 'customer-12345678', '', 'member.empty.Employee']) {
      expect(isCacheableSegmentKey(key), key).toBe(false);
    }
  });
});

describe('htmlCacheKeyParts', () => {
  const url = new URL('https://x.test/en-us/c/men-10000?size=M&utm_medium=x');

  it('takes each part from the request context', () => {
    const parts = htmlCacheKeyParts(ctx({ segmentKey: 'member.empty', experiments: { hero: decision('v1') } }), url);
    expect(parts).toEqual({ path: '/en-us/c/men-10000?size=M', locale: 'en-us', segmentKey: 'member.empty', variationKey: 'hero:v1:on', consentClass: 'NA:all' });
  });

  it('gives different keys and hashes to visitors who differ in any part', async () => {
    const base = htmlCacheKeyParts(ctx(), url);
    const variants = [
      htmlCacheKeyParts(ctx({ segmentKey: 'loyal.empty' }), url),
      htmlCacheKeyParts(ctx({ locale: 'en-ca' }), url),
      htmlCacheKeyParts(ctx({ experiments: { hero: decision('v2') } }), url),
      htmlCacheKeyParts(ctx({ consent: { region: 'EMEA', allowed: ['C0001'], basis: 'none', needsChoice: true, consentClass: 'ask' } }), url),
      htmlCacheKeyParts(ctx(), new URL('https://x.test/en-us/c/men-10000?size=L')),
    ];
    const urls = new Set([base, ...variants].map((parts) => htmlCacheUrl('https://x.test', '/assets/entry-1.js', parts)));
    const hashes = new Set(await Promise.all([base, ...variants].map((parts) => htmlCacheKeyHash('/assets/entry-1.js', parts))));
    expect(urls.size).toBe(6);
    expect(hashes.size).toBe(6);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is stable for the same visitor and changes with the build', async () => {
    const parts = htmlCacheKeyParts(ctx(), url);
    expect(await htmlCacheKeyHash('b1', parts)).toBe(await htmlCacheKeyHash('b1', htmlCacheKeyParts(ctx(), url)));
    expect(await htmlCacheKeyHash('b1', parts)).not.toBe(await htmlCacheKeyHash('b2', parts));
    expect(htmlCacheUrl('https://x.test', 'b1', parts)).not.toBe(htmlCacheUrl('https://x.test', 'b2', parts));
    expect(new URL(htmlCacheUrl('https://x.test', 'b1', parts)).origin).toBe('https://x.test');
  });
});
