import { describe, expect, it } from 'vitest';
import { PlacedOrderSchema } from './checkout';
import { OrderConfirmationSchema, OrderSchema, orderConfirmationOf, type OrderConfirmation } from './orders';

// The order is written once: its confirmation and the placed order carry the very schemas of
// OrderSchema's fields, so a field changed there is changed everywhere.
describe('one order schema', () => {
  it('picks the confirmation from the order, adding only who placed it', () => {
    const own = Object.keys(OrderConfirmationSchema.shape).filter((key) => !['email', 'isGuest'].includes(key));
    for (const key of own) expect(OrderConfirmationSchema.shape[key as keyof typeof OrderConfirmationSchema.shape]).toBe(OrderSchema.shape[key as keyof typeof OrderSchema.shape]);
    expect(own).toEqual(['orderNumber', 'items', 'shipments', 'totals', 'paymentMethod', 'billingAddress', 'inStoreSalesInfo']);
  });

  it('extends the confirmation into the placed order', () => {
    for (const key of Object.keys(OrderConfirmationSchema.shape)) {
      expect(PlacedOrderSchema.shape[key as keyof typeof PlacedOrderSchema.shape]).toBe(OrderConfirmationSchema.shape[key as keyof typeof OrderConfirmationSchema.shape]);
    }
  });

  it('takes the confirmation out of a larger answer, leaving the rest and absent fields out', () => {
    const confirmation: OrderConfirmation = {
      orderNumber: 'RL20000001',
      items: [],
      shipments: [],
      totals: { currency: 'USD', itemTotal: 10, shipping: 0, tax: 0, taxIncluded: false, total: 10, totalUnits: 1 },
      paymentMethod: [{ code: 'CREDIT_CARD', label: 'Visa' }],
      billingAddress: { firstName: 'A', lastName: 'B', address1: '1 Main St', city: 'Seattle', postalCode: '98101', countryCode: 'US' },
      email: 'a@example.com',
      isGuest: true,
    };
    const placed = { status: 'placed' as const, st: 'token', flash: [], ...confirmation, inStoreSalesInfo: undefined };
    expect(orderConfirmationOf(placed)).toStrictEqual(confirmation);
    expect(Object.keys(orderConfirmationOf(placed))).toEqual(Object.keys(OrderConfirmationSchema.shape).filter((key) => key !== 'inStoreSalesInfo'));
    expect(OrderConfirmationSchema.parse(orderConfirmationOf(placed))).toStrictEqual(confirmation);
  });
});
