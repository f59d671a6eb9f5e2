import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import type { fail } from '../checkout/outcome';
import { apiError, wordedError } from './api-error';

const answer = async (route: (c: Context<AppEnv>) => Response) => {
  const app = new Hono<AppEnv>().get('/', route);
  const response = await app.request('/', {}, { APP_ID: 'ridgeline' });
  return { status: response.status, errorId: ((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId };
};

describe('apiError', () => {
  it("answers an id known at one status with the catalogue's status", async () => {
    expect(await answer((c) => apiError(c, 'API404', 'Not found'))).toEqual({ status: 404, errorId: 'API404' });
    expect(await answer((c) => wordedError(c, 'AUT453', 'Email is not valid'))).toEqual({ status: 400, errorId: 'AUT453' });
  });

  it('answers an id known at several statuses with the one the call site names', async () => {
    expect(await answer((c) => apiError(c, 409, 'CART_NOT_FOUND', 'There is no cart to check out'))).toEqual({ status: 409, errorId: 'CART_NOT_FOUND' });
    expect(await answer((c) => apiError(c, 404, 'CART_NOT_FOUND', 'Cart not found'))).toEqual({ status: 404, errorId: 'CART_NOT_FOUND' });
  });

  it("relays a backend's own id at the status the backend gave", async () => {
    const relayed: string = 'SOME_BACKEND_CODE';
    expect(await answer((c) => apiError(c, 422, relayed, 'As the backend said'))).toEqual({ status: 422, errorId: 'SOME_BACKEND_CODE' });
  });

  it('refuses, at compile time, a status the catalogue already knows, a missing or unlisted one, and an unknown id', () => {
    const typeChecks = (c: Context<AppEnv>) => [
      // @ts-expect-error API404 is only ever 404: the status is the catalogue's, not restated
      apiError(c, 404, 'API404', 'Not found'),
      // @ts-expect-error CART_NOT_FOUND is 404 on the cart and 409 at checkout: the call site says which
      apiError(c, 'CART_NOT_FOUND', 'Cart not found'),
      // @ts-expect-error 500 is not one of CART_NOT_FOUND's statuses
      apiError(c, 500, 'CART_NOT_FOUND', 'Cart not found'),
      // @ts-expect-error an id that is not in the catalogue does not compile
      apiError(c, 'NOT_AN_ERROR_ID', 'Nothing'),
      // @ts-expect-error PROFILE_NOT_LOADED is the browser's own (status 0), never an answer
      apiError(c, 'PROFILE_NOT_LOADED', 'Nothing'),
      // @ts-expect-error as for apiError, a one-status id takes no status
      wordedError(c, 400, 'AUT453', 'Email is not valid'),
    ];
    // The checkout's refusals take their status the same way.
    const failChecks = (refuse: typeof fail) => [
      refuse('OHS4004', 'Order not found'),
      refuse(409, 'CART_NOT_FOUND', 'There is no cart to check out'),
      // @ts-expect-error OHS4004 is only ever 404
      refuse(404, 'OHS4004', 'Order not found'),
      // @ts-expect-error CART_NOT_FOUND at checkout is named 409
      refuse('CART_NOT_FOUND', 'There is no cart to check out'),
      // @ts-expect-error the checkout's own refusals are catalogued: a backend's id is passed on another way
      refuse(422, 'SOME_BACKEND_CODE' as string, 'As the backend said'),
    ];
    expect([typeChecks, failChecks]).toHaveLength(2);
  });
});
