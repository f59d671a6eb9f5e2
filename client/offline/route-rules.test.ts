import { describe, expect, it } from 'vitest';
import { cacheRuleOf, localeOf, offlinePath, type RuleRequest } from './route-rules';

const ORIGIN = 'https://shop.example';
const page = (path: string): RuleRequest => ({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate', destination: 'document' });
const fetched = (path: string, destination = ''): RuleRequest => ({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'cors', destination });

describe('cacheRuleOf', () => {
  it.each(['/en-us', '/de-de/p/trail-jacket-AB123456', '/en-us/c/mens-jackets-c10101?sort=price-low-to-high', '/fr-ca/search?q=tent', '/en-gb/help/contact-us', '/nb-no/about-us', '/de-de/offline'])(
    'keeps the shareable page %s, network first',
    (path) => expect(cacheRuleOf(page(path), ORIGIN)).toBe('page'),
  );

  it.each(['/en-us/cart', '/en-us/checkout/shipping', '/de-de/account', '/en-us/account/orders/123', '/en-us/favorites', '/en-us/sign-in?email=a%40b.c', '/en-us/forgot-password?token=x', '/en-us/order-confirmation', '/en-us/associate-login'])(
    'never stores the personal page %s',
    (path) => expect(cacheRuleOf(page(path), ORIGIN)).toBe('personal-page'),
  );

  it.each(['/api/baskets/abc', '/fapi/session', '/de-de/fapi/cart', '/fapi/messages/en-1a2b.json', '/api', '/fapi'])('never touches the API answer %s', (path) => {
    expect(cacheRuleOf(fetched(path), ORIGIN)).toBe('never');
    // Not even when a browser navigates to one (an API URL opened in a tab).
    expect(cacheRuleOf(page(path), ORIGIN)).toBe('never');
  });

  it('keeps same-origin images, refreshed while served', () => {
    expect(cacheRuleOf(fetched('/images/products/AB123456/1.jpg?w=400', 'image'), ORIGIN)).toBe('image');
    expect(cacheRuleOf(fetched('/favicon.svg', 'image'), ORIGIN)).toBe('image');
  });

  it('leaves other origins, writes and other fetches alone', () => {
    expect(cacheRuleOf({ ...fetched('/x.jpg', 'image'), url: 'https://res.cloudinary.com/x.jpg' }, ORIGIN)).toBe('never');
    expect(cacheRuleOf({ ...page('/en-us'), method: 'POST' }, ORIGIN)).toBe('never');
    expect(cacheRuleOf(fetched('/sitemap.xml'), ORIGIN)).toBe('never');
    expect(cacheRuleOf(fetched('/en-us/p/trail-jacket-AB123456'), ORIGIN)).toBe('never');
  });
});

describe('localeOf', () => {
  it('reads the site from the first segment only', () => {
    expect(localeOf('/de-de/p/x-AB123456')).toBe('de-de');
    expect(localeOf('/')).toBeNull();
    expect(localeOf('/about/de-de')).toBeNull();
    expect(offlinePath('nb-no')).toBe('/nb-no/offline');
  });
});
