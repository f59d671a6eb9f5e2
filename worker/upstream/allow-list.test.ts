import { describe, expect, it } from 'vitest';
import { buildPath, catalogueEntries } from '../../shared/api';
import { matchAllowList } from './allow-list';

describe('matchAllowList', () => {
  it.each([
    ['GET', '/products/v2/catalog'],
    ['GET', '/products/v2/products/AB123456/details'],
    ['POST', '/wishlists/v2/favorites'],
    ['DELETE', '/wishlists/v2/favorites/fav-1/items/item_2'],
    ['HEAD', '/products/v2/catalog'],
  ])('allows %s %s, a call the storefront makes', (method, path) => {
    expect(matchAllowList(method, path)).toMatchObject({ allowed: true });
  });

  it.each([
    ['GET', '/admin'],
    ['GET', '/products/v2/catalog/extra'],
    ['GET', '/products/v2/products/../../admin/details'],
    ['GET', '/products/v2/products/a/b/details'],
    ['GET', '/products/v2/products//details'],
    ['GET', '/fapi/server/time'],
    // The basket is reached only through the worker's cart routes, which check every input.
    ['POST', '/cart/v1/item'],
    ['GET', '/cart/v1/cart/0123456789abcdef'],
    ['POST', '/cart/v1/cart/prepareOrder'],
    ['PUT', '/cart/v2/checkout/order'],
    ['GET', '/wishlists/v2/saveForLater'],
    // Saved payment methods only through the worker's routes, which refuse anything like a card number.
    ['GET', '/consumers-v3/consumer/payment_instruments'],
    ['PATCH', '/consumers-v3/consumer/payment_instruments/pi-1'],
  ])('refuses %s %s as an unknown path', (method, path) => {
    expect(matchAllowList(method, path)).toEqual({ allowed: false, reason: 'path' });
  });

  it('refuses a listed path with a method the spec does not give it', () => {
    expect(matchAllowList('DELETE', '/products/v2/catalog')).toEqual({ allowed: false, reason: 'method' });
    expect(matchAllowList('PATCH', '/wishlists/v2/favorites')).toEqual({ allowed: false, reason: 'method' });
  });

  it('allows every catalogue entry marked proxied, and only with its own method', () => {
    for (const { name, entry } of catalogueEntries()) {
      const sample = buildPath(entry.path, new Proxy({}, { get: () => 'id-1' }));
      expect([name, matchAllowList(entry.method, sample).allowed]).toEqual([name, entry.proxied]);
    }
  });

  it('keeps every token, sign-in and password call away from the browser: only the worker holds tokens', () => {
    for (const path of ['/token/v2/auth/token', '/consumers-v3/auth/signin', '/consumers-v3/consumer/auth/signout', '/consumers-v3/auth/signup', '/consumers-v3/consumer/agent/login']) {
      expect(matchAllowList('POST', path)).toEqual({ allowed: false, reason: 'path' });
    }
  });

  it('lets the browser reach exactly the calls it could before the catalogue: the commerce tables, no more', () => {
    const proxied = catalogueEntries()
      .filter(({ entry }) => entry.proxied)
      .map(({ entry }) => `${entry.method} ${entry.path}`);
    expect(proxied.sort()).toEqual(PROXIED_BEFORE_THE_CATALOGUE.sort());
  });
});

// Adding a browser-callable endpoint means adding it here too, deliberately. The identity calls left
// this list when the worker became the only holder of tokens, the cart's when the worker's own cart
// routes became the only way to a basket, and the profile's, orders', support's, address book's and
// saved payment methods' when the worker's own account and support routes became the only way to them,
// a store's staff list when the worker began checking in-store sales against it, event registration
// when the worker began building it from the member's own profile, the loyalty programme's when
// the worker's loyalty routes (which send the session id and check the flag) did, the SMS
// subscription when the worker's profile route began reading its phone by the site's rules, and the
// subscriptions' when the worker began deciding by the site whether a sign-up needs its mailed confirmation.
const PROXIED_BEFORE_THE_CATALOGUE = [
    'POST /consumers-v3/consumer',
    'GET /consumers-v3/utilities/stores',
    'GET /products/v2/products/:productId/details',
    'POST /products/v1/products/:productId/availability',
    'GET /products/v2/products/:productId/inventory',
    'GET /products/v1/products/:productId/reviews',
    'POST /products/v1/products/:productId/reviews',
    'POST /products/v1/products/:productId/review/:reviewId/flag',
    'POST /products/v1/products/:productId/review/:reviewId/vote',
    'POST /products/v1/review/:reviewId/translate',
    'GET /products/v2/products/:productId/productSets',
    'GET /products/v2/products/:productSetId/productSet',
    'GET /products/v2/catalog',
    'PUT /products/v1/notifications',
    'GET /products/v2/search/productSearch',
    'GET /products/v2/search/autoSuggest',
    'GET /products/v1/products/:productId/reviews/questions',
    'POST /products/v1/products/:productId/reviews/questions',
    'POST /products/v1/products/:productId/review/:answerId/questions/vote',
    'GET /products/v1/widgetRecommendations',
    'GET /products/v1/recommendationSets',
    'POST /stores/v1/collectionPoints',
    'POST /stores/v1/search',
    'GET /wishlists/v2/favorites',
    'POST /wishlists/v2/favorites',
    'GET /wishlists/v2/favorites/:favoriteId/share',
    'POST /wishlists/v2/favorites/:favoriteId/share',
    'DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId',
];
