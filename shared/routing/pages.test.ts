import { describe, expect, it } from 'vitest';
import { classifyPath } from './classify-path';
import { SAMPLE_PATHS } from '../../tests/fixtures/page-paths';
import { allowsPopups, isDevelopmentOnly, isIndexable, isShareable, isWholePath, matchPage, PAGE_NAMES, PAGES, pageEntry, unindexedPaths, type PageName } from './pages';

describe('the page registry', () => {
  it('has one entry per name, in the order names are listed', () => {
    expect(PAGES.map((entry) => entry.name)).toEqual([...PAGE_NAMES]);
  });

  it.each(Object.entries(SAMPLE_PATHS))('classifies the sample path of %s as that page', (name, path) => {
    expect(classifyPath(path).pageType).toBe(name);
  });

  it('keeps one shopper’s pages out of shared caches and search engines', () => {
    const personal: PageName[] = ['cart', 'checkout', 'order-confirmation', 'account', 'account-profile', 'account-addresses', 'account-orders', 'account-payment', 'account-loyalty', 'favorites', 'sign-in', 'sign-up'];
    for (const name of personal) {
      expect(isShareable(name), name).toBe(false);
      expect(isIndexable(name), name).toBe(false);
    }
    for (const name of ['home', 'category', 'product', 'content'] as const) expect(isIndexable(name), name).toBe(true);
    for (const name of ['search', 'search-hub'] as const) expect([isShareable(name), isIndexable(name)], name).toEqual([true, false]);
  });

  it('keeps pop-ups off the pages where a shopper pays, reads their order or signs in', () => {
    for (const name of ['checkout', 'order-confirmation', 'sign-in', 'sign-up', 'forgot-password', 'error'] as const) expect(allowsPopups(name), name).toBe(false);
    for (const name of ['home', 'category', 'product', 'search', 'cart', 'content'] as const) expect(allowsPopups(name), name).toBe(true);
  });

  it('renders the content pages by their CMS page name', () => {
    expect(pageEntry('cart').cmsPage).toBe('cart');
    expect(pageEntry('account-profile').cmsPage).toBe('account-profile');
    expect(pageEntry('sign-up').cmsPage).toBe('sign-up');
    expect(pageEntry('order-confirmation').cmsPage).toBe('order-confirmation');
  });

  it('tells a page from a deeper path under it', () => {
    expect(isWholePath(matchPage(['favorites', 'x'], true), ['favorites', 'x'])).toBe(false);
    expect(isWholePath(matchPage(['checkout', 'shipping'], true), ['checkout', 'shipping'])).toBe(true);
    expect(isWholePath(matchPage(['account', 'orders', '123'], true), ['account', 'orders', '123'])).toBe(true);
  });

  it('never matches the error page by path', () => {
    expect(Object.values(SAMPLE_PATHS).map((path) => classifyPath(path).pageType)).not.toContain('error');
    for (const path of ['/en-us/error', '/error', '/en-us/error/500']) expect(classifyPath(path).pageType, path).not.toBe('error');
  });

  it('keeps the component page to development, out of caches, search engines and robots.txt', () => {
    expect(isDevelopmentOnly('components')).toBe(true);
    expect([isShareable('components'), isIndexable('components'), allowsPopups('components')]).toEqual([false, false, false]);
    expect(unindexedPaths()).not.toContain('dev/components');
    expect(PAGE_NAMES.filter(isDevelopmentOnly)).toEqual(['components']);
  });

  it('lists every fixed path that is not indexable for robots.txt', () => {
    expect(unindexedPaths()).toEqual(expect.arrayContaining(['cart', 'account', 'search', 'favorites', 'checkout', 'order-confirmation', 'sign-in', 'sign-up']));
    expect(unindexedPaths()).not.toContain('p');
  });
});
