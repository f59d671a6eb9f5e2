import { describe, expect, it } from 'vitest';
import { isFlaggedNotification, placeOrderOutcome } from './place-order-outcome';

describe('placeOrderOutcome', () => {
  it('refreshes the cart when a line is no longer available, by id or catalogue code', () => {
    expect(placeOrderOutcome('ITEM_NO_LONGER_AVAILABLE')).toBe('refresh-cart');
    expect(placeOrderOutcome('ORD430')).toBe('refresh-cart');
  });

  it('says a basket already placed (in another tab) is an order, whatever else the refusal carries', () => {
    expect(placeOrderOutcome('ORDER_ALREADY_PLACED')).toBe('already-placed');
    expect(placeOrderOutcome('ORDER_ALREADY_PLACED', [{ type: 'ProductItemNotAvailable' }])).toBe('already-placed');
  });

  it('refreshes the cart for any refusal that carries flash messages', () => {
    expect(placeOrderOutcome('GEN500', [{ type: 'ProductItemNotAvailable', message: 'gone' }])).toBe('refresh-cart');
    expect(placeOrderOutcome('PAYMENT_ERROR', [{ type: 'ProductLineItemInventoryMissing', message: 'partly gone' }])).toBe('refresh-cart');
    expect(placeOrderOutcome('GEN500', [])).toBe('sticky-toast');
  });

  it.each(['PickupToSthTransition', 'StsToSthTransition', 'InvalidShippingAddress'])('sends %s back to shipping', (id) => {
    expect(placeOrderOutcome(id)).toBe('back-to-shipping');
    expect(placeOrderOutcome(id, [{ type: id, message: 'changed' }])).toBe('back-to-shipping');
  });

  it.each([
    'CC_EXPIRY_DATE_INVALID',
    'PAYMENT_INSTRUMENT_NOT_FOUND',
    'ADDRESS_NOT_FOUND',
    'PAYMENT_ERROR',
    'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    'CART_NOT_FOUND',
    'SHIPPING_POBOX_UNAVAILABLE',
    'SOME_PRODUCTS_NO_INVENTORY',
    'PAY400',
    'PYT402',
    'PYT404',
    'PYT405',
    'BSK404',
    'SHP500',
    'INV409',
  ])('shows %s as a top notification', (id) => {
    expect(placeOrderOutcome(id)).toBe('top-notification');
  });

  it('refreshes the cart to review a new total when the tax was updated, and tells of tax and totals failures at the top', () => {
    expect(placeOrderOutcome('TAX310')).toBe('refresh-cart');
    expect(placeOrderOutcome('TAX309')).toBe('top-notification');
    expect(placeOrderOutcome('ORD415')).toBe('top-notification');
  });

  it('goes back to billing when 3-D Secure did not authorise the card', () => {
    expect(placeOrderOutcome('PaymentNotAuthorized')).toBe('back-to-billing');
  });

  it.each(['PYT400', 'GEN500', 'API400', 'AUT403', 'SOMETHING_NEW'])('gives %s a toast that does not close by itself', (id) => {
    expect(placeOrderOutcome(id)).toBe('sticky-toast');
  });
});

describe('isFlaggedNotification', () => {
  it('flags a payment refusal only when a payment instrument was used', () => {
    expect(isFlaggedNotification('PAYMENT_ERROR', true)).toBe(true);
    expect(isFlaggedNotification('PYT402', true)).toBe(true);
    expect(isFlaggedNotification('PAYMENT_ERROR', false)).toBe(false);
    expect(isFlaggedNotification('CART_NOT_FOUND', true)).toBe(false);
  });
});
