import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { api, buildPath, catalogueEntries, endpoints, pathPattern, type EndpointInput } from '.';
import { commerceApi } from './commerce';
import * as commerceRoutes from './routes/commerce';
import { stores } from './routes/stores';

describe('buildPath', () => {
  it('encodes each parameter, so an id cannot change the path', () => {
    expect(buildPath(api.reviews.voteReview.path, { productId: 'AB123456', reviewId: '../../admin?x=1' })).toBe('/products/v1/products/AB123456/review/..%2F..%2Fadmin%3Fx%3D1/vote');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => buildPath(api.products.details.path, {})).toThrow(/productId/);
  });
});

describe('pathPattern', () => {
  it('matches one segment of ids per parameter and the literal parts exactly', () => {
    const pattern = pathPattern(api.personalisation.trackingPixel.path);
    expect(pattern.test('/v2/zaius.gif')).toBe(true);
    expect(pattern.test('/v2/zaiusXgif')).toBe(false);
    expect(pathPattern(api.products.details.path).test('/products/v2/products/../details')).toBe(false);
  });
});

describe('endpoints', () => {
  it('gives each entry its route and its dotted name, by which the browser finds its schemas', () => {
    expect(api.products.productSearch).toMatchObject({ name: 'products.productSearch', method: 'GET', path: '/products/v2/search/productSearch', group: 'commerce', proxied: true, searchClientIp: true });
    for (const { name, entry } of catalogueEntries()) expect(entry.name).toBe(name);
  });

  it('lets an answer whose shape is not given through as unknown', () => {
    expect(api.social.service.response.safeParse({ stores: 'any' }).success).toBe(true);
    expect(api.social.service.body).toBeUndefined();
  });

  it("hands the browser every commerce route, the schemas' entries without their schemas", () => {
    const metadata = ({ query: _query, body: _body, response: _response, ...route }: Record<string, unknown>) => route;
    const fromCatalogue = Object.fromEntries(Object.entries(commerceApi).map(([area, entries]) => [area, Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, metadata(entry)]))]));
    expect({ ...commerceRoutes }).toEqual(fromCatalogue);
  });
});

// @ts-expect-error schemas for an entry the routes do not have
export const strayEntry = endpoints(stores, { search: {}, nearby: { response: z.unknown() } });

// The compiler is the test: each line below must fail to type-check, or tsc reports the
// unused @ts-expect-error. A wrong path, parameter or payload never reaches a running shop.
export const typeChecks: EndpointInput<typeof api.reviews.voteReview>[] = [
  { params: { productId: 'AB123456', reviewId: 'R1' }, body: { helpful: true } },
  // @ts-expect-error a parameter the path does not have
  { params: { productId: 'AB123456', answerId: 'R1' }, body: { helpful: true } },
  // @ts-expect-error a payload of the wrong shape
  { params: { productId: 'AB123456', reviewId: 'R1' }, body: { helpful: 'yes' } },
  // @ts-expect-error no payload at all
  { params: { productId: 'AB123456', reviewId: 'R1' } },
];

// @ts-expect-error an endpoint the catalogue does not have
export const unknownEndpoint = api.products.productSearchV3;

// @ts-expect-error the catalogue's search answers a listing, not a product
export const wrongAnswer: import('.').EndpointResponse<typeof api.products.productSearch>['variants'] = [];
