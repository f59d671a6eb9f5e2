import { describe, expect, it } from 'vitest';
import { cannotShowCart, errorPlacement, isCartNotFound, isCartUnreachable, isInvalidCustomer } from './errors';

describe('cart error placement', () => {
  it('shows line errors at the item, coupon and gift card errors at their input, the rest at the top', () => {
    for (const id of ['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE']) expect(errorPlacement(id), id).toBe('item');
    for (const id of ['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE', 'PRM130', 'PRM416', 'GWP403']) expect(errorPlacement(id), id).toBe('input');
    for (const id of ['PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'CANT_SHIP_THERE', 'ITEMS_OOS', 'GEN500']) expect(errorPlacement(id), id).toBe('top');
  });

  it("knows an expired basket and another shopper's by both their names", () => {
    expect(isCartNotFound('CART_NOT_FOUND') && isCartNotFound('BSK404')).toBe(true);
    expect(isInvalidCustomer('INVALID_CUSTOMER') && isInvalidCustomer('AUT498')).toBe(true);
    expect(isCartNotFound('INVALID_CUSTOMER') || isInvalidCustomer('CART_NOT_FOUND')).toBe(false);
  });

  it('tells a basket out of reach (no answer, the backend failing) from a refusal', () => {
    for (const status of [0, 500, 502, 503, 504]) expect(isCartUnreachable(status), String(status)).toBe(true);
    for (const status of [400, 404, 409, 429]) expect(isCartUnreachable(status), String(status)).toBe(false);
  });

  it('cannot show a basket it failed to read, unless the basket is gone or another shopper\'s', () => {
    expect(cannotShowCart('GEN500') && cannotShowCart('AUT409')).toBe(true);
    expect(cannotShowCart('CART_NOT_FOUND') || cannotShowCart('BSK404') || cannotShowCart('INVALID_CUSTOMER')).toBe(false);
  });
});
