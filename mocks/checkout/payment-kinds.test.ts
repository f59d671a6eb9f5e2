import { describe, expect, it } from 'vitest';
import type { PaymentMethodId } from '../../shared/payments';
// Types only: the kinds reach the mocks' database modules, which only the workers' build loads.
import type { PAYMENT_KINDS } from './payment-kinds';
import type { PaymentKind } from './kinds/kind';
import type { AddCheckoutInstrument } from '../../shared/checkout/schemas/checkout';

type Kinds = typeof PAYMENT_KINDS;

describe('the payment kinds', () => {
  it('have a kind, never optional, for every payment method', () => {
    type Required = { [K in keyof Kinds]-?: undefined extends Kinds[K] ? never : K }[keyof Kinds];
    // Compiles only while no method lacks a kind or has an optional one.
    const complete: [Exclude<PaymentMethodId, Required>] extends [never] ? true : false = true;
    expect(complete).toBe(true);
  });

  it('do not compile with a method left out', () => {
    const withoutOne = {} as Omit<Kinds, 'GIFT_CARD'>;
    // @ts-expect-error GIFT_CARD has no kind
    const registry: Kinds = withoutOne;
    expect(registry).toBeDefined();
  });

  it('name the method their add call’s body names, and no other', () => {
    type GiftCardMethod = PaymentKind<Extract<AddCheckoutInstrument, { payment_method_id: 'GIFT_CARD' }>>['method'];
    const named: GiftCardMethod = 'GIFT_CARD';
    // @ts-expect-error a gift card’s kind cannot be keyed under another method
    const misnamed: GiftCardMethod = 'KLARNA';
    expect([named, misnamed]).toEqual(['GIFT_CARD', 'KLARNA']);
  });
});
