import { describe, expect, it } from 'vitest';
import { PAYMENT_BODIES, PAYMENT_METHOD_IDS, type PerPaymentMethod } from '../methods';
import { AddCheckoutInstrumentSchema } from '../../checkout/schemas/checkout';
import { PaymentInstrumentBodySchema } from '../../checkout/checkout-routes';

describe('the add-instrument schemas built from the methods’ body fields', () => {
  it('have one member per set of fields, on each side', () => {
    const sets = (side: 'page' | 'backend') => PAYMENT_METHOD_IDS.reduce((sum, id) => sum + PAYMENT_BODIES[id][side].length, 0);
    expect(PaymentInstrumentBodySchema.options).toHaveLength(sets('page'));
    expect(AddCheckoutInstrumentSchema.options).toHaveLength(sets('backend'));
  });

  it('take each set as written, an optional field left out, and nothing beside it', () => {
    expect(PaymentInstrumentBodySchema.parse({ paymentMethodId: 'CREDIT_CARD', token: 'tok_0123456789abcdef' })).toEqual({ paymentMethodId: 'CREDIT_CARD', token: 'tok_0123456789abcdef' });
    expect(PaymentInstrumentBodySchema.safeParse({ paymentMethodId: 'ATHLETES_PAYMENT', amount: 5 }).success).toBe(false);
    expect(PaymentInstrumentBodySchema.safeParse({ paymentMethodId: 'KLARNA', token: 'x' }).success).toBe(false);
  });

  it('make a nested set of fields a strict object of its own', () => {
    expect(AddCheckoutInstrumentSchema.parse({ payment_method_id: 'KLARNA', klarna: { authorizationToken: 'kat_0123456789abcdefghijklmn' } })).toEqual({ payment_method_id: 'KLARNA', klarna: { authorizationToken: 'kat_0123456789abcdefghijklmn' } });
    expect(AddCheckoutInstrumentSchema.safeParse({ payment_method_id: 'KLARNA', klarna: { authorizationToken: 'kat_0123456789abcdefghijklmn', amount: 5 } }).success).toBe(false);
  });

  it('do not compile with a method’s bodies left out', () => {
    const withoutOne = { ...PAYMENT_BODIES } as Omit<typeof PAYMENT_BODIES, 'PAYPAL'>;
    // @ts-expect-error PAYPAL has no bodies
    const bodies: PerPaymentMethod<unknown> = withoutOne;
    expect(bodies).toBeDefined();
  });
});
