import type { IRequest } from 'itty-router';
import { describe, expect, it } from 'vitest';
import { errorResponse, refusalResponse, type Refusal } from './http';

const request = () => ({ headers: new Headers() }) as unknown as IRequest;
const answered = async (response: Response) => ({ status: response.status, errorId: ((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId });

describe("the mocks' error answers", () => {
  it("answer an id known at one status with the catalogue's status, and one known at several with the status given", async () => {
    expect(await answered(errorResponse(request(), 'API404', 'Not found'))).toEqual({ status: 404, errorId: 'API404' });
    expect(await answered(errorResponse(request(), 404, 'CART_NOT_FOUND', 'Cart not found'))).toEqual({ status: 404, errorId: 'CART_NOT_FOUND' });
    expect(await answered(refusalResponse(request(), { errorId: 'GFC755', message: 'Gift card already exists' }))).toEqual({ status: 409, errorId: 'GFC755' });
    expect(await answered(refusalResponse(request(), { status: 400, errorId: 'RTN500', message: 'Not on this order' }))).toEqual({ status: 400, errorId: 'RTN500' });
  });

  it('refuses, at compile time, a refusal that restates a known status, leaves out a needed one or names one not listed', () => {
    const refusals: Refusal[] = [
      // @ts-expect-error GFC755 is only ever 409: a refusal does not restate it
      { status: 409, errorId: 'GFC755', message: 'Gift card already exists' },
      // @ts-expect-error RTN500 is 400 or 409: the refusal says which
      { errorId: 'RTN500', message: 'Not on this order' },
      // @ts-expect-error 404 is not one of RTN500's statuses
      { status: 404, errorId: 'RTN500', message: 'Not on this order' },
      // @ts-expect-error an id that is not in the catalogue does not compile
      { errorId: 'NOT_AN_ERROR_ID', message: 'Nothing' },
    ];
    const typeChecks = () => [
      // @ts-expect-error API404 is only ever 404
      errorResponse(request(), 404, 'API404', 'Not found'),
      // @ts-expect-error CART_NOT_FOUND is 404 on the cart and 409 at checkout: the mock says which
      errorResponse(request(), 'CART_NOT_FOUND', 'Cart not found'),
      // @ts-expect-error the mocks relay no backend's ids: a string that is not a catalogued id does not compile
      errorResponse(request(), 418, 'whatever' as string, 'Nothing'),
    ];
    expect(refusals).toHaveLength(4);
    expect(typeChecks).toBeTypeOf('function');
  });
});
