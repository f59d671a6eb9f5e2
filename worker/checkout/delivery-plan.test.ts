import { describe, expect, it } from 'vitest';
import type { CheckoutCart } from '../../shared/checkout/schemas/checkout';
import { deliveryPlanOf, linesToMove, newItemsOf } from './delivery-plan';

const home = { recipientFirstName: 'Robin', addressLine1: '1055 Robson St', postalCode: 'V6E 1A7' };
const point = { recipientFirstName: 'Sam', addressLine1: '1055 Robson St', addressLine2: 'Ridgeline Vancouver', postalCode: 'V6E 1A7' };
const contact = { contactName: 'Sam Okafor', email: 'sam@example.com', phone: '+16045550199' };
const line = (productId: string, selected: string, storeId: string | null, extra: object = {}) => ({ productId, qty: 1, bonus: false, giftOption: null, shippingOptions: { selected, storeId }, ...extra });

const cart = {
  items: [
    line('JK100001001-M', 'pudo', null),
    line('FL100002001-S', 'pickup', 'CA-VAN-01'),
    line('BT100003001-9', 'sts', 'CA-TOR-01'),
    line('HW100004001-OS', 'standard', null, { qty: 2 }),
    line('GW000001', 'standard', null, { bonus: true }),
  ],
  shippingMethods: [
    { shippingId: 'pudo', shippingMethod: { code: 'pudo' } },
    { shippingId: 'pickup-CA-VAN-01', shippingMethod: { code: 'pickup' } },
    { shippingId: 'standard', shippingMethod: { code: 'standard' } },
  ],
  shippingAddresses: [
    { shippingId: 'pudo', address: point },
    { shippingId: 'standard', address: home },
  ],
  billingAddress: home,
  pickupContact: contact,
  smsOptIn: true,
} as unknown as CheckoutCart;

describe('the delivery plan of a basket', () => {
  const plan = deliveryPlanOf(cart);

  it('keeps each line’s method and store, and leaves the free gift to its promotion', () => {
    expect(plan.lines.map((entry) => [entry.productId, entry.code, entry.storeId, entry.qty])).toEqual([
      ['JK100001001-M', 'pudo', null, 1],
      ['FL100002001-S', 'pickup', 'CA-VAN-01', 1],
      ['BT100003001-9', 'sts', 'CA-TOR-01', 1],
      ['HW100004001-OS', 'standard', null, 2],
    ]);
  });

  it('tells the home address from the collection point’s, and keeps the contact, billing and SMS opt-in', () => {
    expect(plan.home).toBe(home);
    expect(plan.collectionPoint).toBe(point);
    expect(plan.pickupContact).toBe(contact);
    expect(plan.billing).toBe(home);
    expect(plan.smsOptIn).toBe(true);
  });

  it('makes pickup lines at their store straight away and moves ship-to-store and pick-up point lines after', () => {
    expect(newItemsOf(plan)).toEqual([
      { productId: 'JK100001001-M', qty: 1 },
      { productId: 'FL100002001-S', qty: 1, storeId: 'CA-VAN-01' },
      { productId: 'BT100003001-9', qty: 1 },
      { productId: 'HW100004001-OS', qty: 2 },
    ]);
    expect(linesToMove(plan).map((entry) => [entry.productId, entry.code])).toEqual([
      ['JK100001001-M', 'pudo'],
      ['BT100003001-9', 'sts'],
    ]);
  });

  it('has no addresses for a basket that has none yet', () => {
    const bare = deliveryPlanOf({ ...cart, shippingAddresses: [], billingAddress: null, pickupContact: null, smsOptIn: null } as unknown as CheckoutCart);
    expect([bare.home, bare.collectionPoint, bare.pickupContact, bare.billing, bare.smsOptIn]).toEqual([null, null, null, null, null]);
  });
});
