import { describe, expect, it } from 'vitest';
import { api, buildPath, pathPattern, type EndpointInput } from '.';

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
