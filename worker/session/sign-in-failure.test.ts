import { describe, expect, it } from 'vitest';
import { signInRefusal } from './sign-in-failure';

describe('signInRefusal', () => {
  it('keeps each authentication code a shopper can act on, with a 4xx', () => {
    for (const errorId of ['AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT426']) expect(signInRefusal(errorId)).toEqual({ status: 401, errorId });
    for (const errorId of ['AUT423', 'AUT441', 'AUT403']) expect(signInRefusal(errorId)).toEqual({ status: 403, errorId });
    expect(signInRefusal('AUT453')).toEqual({ status: 400, errorId: 'AUT453' });
  });

  it('reports anything else as the login system error, not as the shopper’s mistake', () => {
    for (const errorId of ['AUT500', 'GEN500', 'API400', 'whatever']) expect(signInRefusal(errorId)).toEqual({ status: 502, errorId: 'AUT500' });
  });
});
