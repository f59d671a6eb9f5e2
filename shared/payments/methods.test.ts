import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages';
import { PAYMENT_METHOD_IDS, PAYMENT_METHODS, REMAINDER_METHOD_IDS, paysTheRest, type PerPaymentMethod } from './methods';

describe('the payment methods', () => {
  it('describe every method once, under its own id, in the order the basket offers them', () => {
    expect(Object.keys(PAYMENT_METHODS)).toEqual([...PAYMENT_METHOD_IDS]);
    for (const id of PAYMENT_METHOD_IDS) expect(PAYMENT_METHODS[id].id).toBe(id);
  });

  it('name each method with a message the catalogue has', () => {
    for (const id of PAYMENT_METHOD_IDS) expect(en[PAYMENT_METHODS[id].label]).toBeTruthy();
  });

  it('let the card, Klarna and PayPal pay the rest, and every other method a fixed amount', () => {
    expect(REMAINDER_METHOD_IDS).toEqual(['CREDIT_CARD', 'KLARNA', 'PAYPAL']);
    expect(PAYMENT_METHOD_IDS.filter((id) => !paysTheRest(id))).toEqual(['GIFT_CARD', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT']);
    expect(PAYMENT_METHOD_IDS.filter((id) => PAYMENT_METHODS[id].cardFrame)).toEqual(['CREDIT_CARD']);
  });

  it('make a per-method record that leaves a method out a compile error', () => {
    const withoutOne = { CREDIT_CARD: 1, GIFT_CARD: 1, KLARNA: 1, PAYPAL: 1, LOYALTY_POINTS: 1, REWARD_CODE: 1, REWARD_CARD: 1 };
    // @ts-expect-error ATHLETES_PAYMENT has no entry
    const record: PerPaymentMethod<number> = withoutOne;
    expect(Object.keys(record)).not.toContain('ATHLETES_PAYMENT');
  });
});
