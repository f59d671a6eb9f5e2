import { describe, expect, it } from 'vitest';
import type { StoredAddress } from '../../shared/address/schemas/address';
import type { PaymentInstrument } from '../../shared/payments/schemas/payment-instruments';
import { expressPlan, type ExpressFacts } from './express-plan';

const address = (id: string, approachType: 'S' | 'B', main: boolean): StoredAddress => ({
  id,
  approachType,
  main,
  recipientFirstName: 'Sam',
  recipientLastName: 'Rivera',
  recipientContactEmail: 'sam@example.com',
  recipientContactPhone: '+13035550177',
  addressLine1: '1200 Pearl St',
  city: 'Boulder',
  stateCityProvDept: 'CO',
  postalCode: '80302',
  countryCode: 'US',
});

const card = (main: boolean, expiryYear = 2030): PaymentInstrument => ({
  paymentInstrumentId: main ? 'pi_main' : 'pi_other',
  payment_method_id: 'CREDIT_CARD',
  card: { brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear, holderName: 'Sam Rivera' },
  main,
});

const shipment = (shippingId: string, code: 'standard' | 'pickup' | 'pudo') => ({
  shippingId,
  shipmentId: shippingId,
  shippingMethod: { code, label: code, deliveryTime: '3-5', price: 0 },
  storeId: code === 'pickup' ? 'st_1' : null,
  itemIds: [],
  shippingPromotions: [],
});

const NOW = new Date('2026-11-24T00:00:00Z');
const facts = (over: Partial<ExpressFacts> = {}): ExpressFacts => ({
  registered: true,
  featureOn: true,
  cart: { shippingMethods: [shipment('standard', 'standard')], shippingAddresses: [] },
  addresses: [address('ship', 'S', true)],
  instruments: [card(false), card(true)],
  now: NOW,
  ...over,
});

describe('expressPlan', () => {
  it('ships every home delivery to the default shipping address, bills to it and pays with the main card', () => {
    const decision = expressPlan(facts());
    expect(decision).toMatchObject({ ok: true, plan: { targets: ['standard'], shipTo: { id: 'ship' }, billTo: { id: 'ship' }, card: { paymentInstrumentId: 'pi_main' } } });
  });

  it('bills to the main billing address when there is one', () => {
    expect(expressPlan(facts({ addresses: [address('ship', 'S', true), address('bill', 'B', true)] }))).toMatchObject({ ok: true, plan: { billTo: { id: 'bill' } } });
  });

  it('keeps an address already entered on the basket, and uses it when the account has none', () => {
    const entered = address('entered', 'S', false);
    const cart = { shippingMethods: [shipment('standard', 'standard')], shippingAddresses: [{ shippingId: 'standard', address: entered }] };
    expect(expressPlan(facts({ cart, addresses: [] }))).toMatchObject({ ok: true, plan: { targets: [], billTo: { id: 'entered' } } });
  });

  it('needs no shipping address for a basket picked up in store, but somewhere to bill', () => {
    const cart = { shippingMethods: [shipment('pickup', 'pickup')], shippingAddresses: [] };
    expect(expressPlan(facts({ cart }))).toMatchObject({ ok: true, plan: { targets: [] } });
    expect(expressPlan(facts({ cart, addresses: [] }))).toEqual({ ok: false, reason: 'no-address' });
  });

  it('refuses a guest, the feature off, no main card, an expired main card, no address, and a collection point not chosen', () => {
    expect(expressPlan(facts({ registered: false }))).toEqual({ ok: false, reason: 'signed-out' });
    expect(expressPlan(facts({ featureOn: false }))).toEqual({ ok: false, reason: 'feature-off' });
    expect(expressPlan(facts({ instruments: [card(false)] }))).toEqual({ ok: false, reason: 'no-main-card' });
    expect(expressPlan(facts({ instruments: [card(true, 2025)] }))).toEqual({ ok: false, reason: 'no-main-card' });
    expect(expressPlan(facts({ addresses: [address('ship', 'S', false)] }))).toEqual({ ok: false, reason: 'no-address' });
    expect(expressPlan(facts({ cart: { shippingMethods: [shipment('pudo', 'pudo')], shippingAddresses: [] } }))).toEqual({ ok: false, reason: 'no-address' });
  });
});
