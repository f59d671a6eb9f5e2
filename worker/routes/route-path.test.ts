import { describe, expect, it } from 'vitest';
import { answersJson, routePath } from './route-path';

const path = (url: string) => routePath(new Request(`https://shop.example${url}`));

describe('routePath', () => {
  it('routes a first-party route under a site’s locale as the same route at the root', () => {
    expect(path('/de-de/fapi/server/time')).toBe('/fapi/server/time');
    expect(path('/en-gb/fapi/pages/location-selector?section=lazy-a')).toBe('/fapi/pages/location-selector');
    expect(path('/fr-ca/fapi')).toBe('/fapi');
  });

  it('leaves every other path alone: pages, the proxy, unknown or uppercase locales', () => {
    expect(path('/de-de/c/jackets-10101')).toBe('/de-de/c/jackets-10101');
    expect(path('/de-de/api/cart/v1/cart')).toBe('/de-de/api/cart/v1/cart');
    expect(path('/xx-xx/fapi/server/time')).toBe('/xx-xx/fapi/server/time');
    expect(path('/DE-DE/fapi/server/time')).toBe('/DE-DE/fapi/server/time');
    expect(path('/de-de/fapiary')).toBe('/de-de/fapiary');
  });
});

describe('answersJson', () => {
  it('holds for the proxy, first-party routes, images and social, and for no page', () => {
    for (const json of ['/api/cart/v1/cart', '/fapi/server/time', '/fapi', '/images/product/a.svg', '/social/']) expect(answersJson(json), json).toBe(true);
    for (const page of ['/en-us', '/apis', '/robots.txt', '/preview/login', '/']) expect(answersJson(page), page).toBe(false);
  });
});
