import { describe, expect, it } from 'vitest';
import { mergeQuery, parseModalHref } from './modal-href';

describe('parseModalHref', () => {
  it('reads a modal hash', () => {
    expect(parseModalHref('#modal=location-selector')).toEqual({ kind: 'modal', modalId: 'location-selector', query: [] });
  });

  it('reads a query plus a modal hash', () => {
    expect(parseModalHref('?leadSource=footer&referral_code=AB12#modal=sign-up')).toEqual({
      kind: 'modal',
      modalId: 'sign-up',
      query: [['leadSource', 'footer'], ['referral_code', 'AB12']],
    });
  });

  it('decodes query values', () => {
    expect(parseModalHref('?leadSource=spring%20launch#modal=sign-up')).toMatchObject({ query: [['leadSource', 'spring launch']] });
  });

  it('treats everything else as an ordinary link', () => {
    for (const href of ['/en-us/c/mens-jackets-10101', '#care-guide', '#modal=', '#modal=Sign In', '/en-us/kitchen-sink#modal=sign-in', 'https://example.com/#modal=x', '?a=1']) {
      expect(parseModalHref(href)).toEqual({ kind: 'link', href });
    }
  });
});

describe('mergeQuery', () => {
  it('adds parameters to the current query and replaces same-named ones', () => {
    expect(mergeQuery('?storeNum=12&leadSource=old', [['leadSource', 'new']])).toBe('?storeNum=12&leadSource=new');
    expect(mergeQuery('', [['leadSource', 'x']])).toBe('?leadSource=x');
  });

  it('keeps the query when there is nothing to add', () => {
    expect(mergeQuery('?a=1', [])).toBe('?a=1');
    expect(mergeQuery('', [])).toBe('');
  });
});
