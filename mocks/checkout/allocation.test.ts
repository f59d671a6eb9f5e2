import { describe, expect, it } from 'vitest';
import { allocate } from './allocation';
import type { InstrumentRow } from './checkout-facts';

const row = (id: string, payment_method_id: InstrumentRow['payment_method_id'], amount = 0): InstrumentRow => ({
  id,
  payment_method_id,
  provider_ref: `ref-${id}`,
  brand: '',
  last4: '',
  expiry_month: 0,
  expiry_year: 0,
  amount,
  details: '{}',
});

describe('what each instrument pays of a total', () => {
  it('has a card pay everything when it is alone', () => {
    const { amounts, remaining } = allocate(10_000, [row('card', 'CREDIT_CARD')]);
    expect(amounts.get('card')).toBe(10_000);
    expect(remaining).toBe(0);
  });

  it('takes fixed amounts first, oldest first, and leaves the card the rest', () => {
    const { amounts, remaining } = allocate(10_000, [row('card', 'CREDIT_CARD'), row('gift', 'GIFT_CARD', 3_000), row('voucher', 'LOYALTY_POINTS', 1_500)]);
    expect(Object.fromEntries(amounts)).toEqual({ gift: 3_000, voucher: 1_500, card: 5_500 });
    expect(remaining).toBe(0);
  });

  it('never has a fixed amount pay more than is left, so a later one may pay nothing', () => {
    const { amounts, remaining } = allocate(5_000, [row('first', 'GIFT_CARD', 3_000), row('second', 'GIFT_CARD', 3_000), row('third', 'GIFT_CARD', 3_000)]);
    expect(Object.fromEntries(amounts)).toEqual({ first: 3_000, second: 2_000, third: 0 });
    expect(remaining).toBe(0);
  });

  it('leaves to pay what no instrument covers when nothing pays the rest', () => {
    const { amounts, remaining } = allocate(10_000, [row('gift', 'GIFT_CARD', 2_500)]);
    expect(amounts.get('gift')).toBe(2_500);
    expect(remaining).toBe(7_500);
  });

  it('has Klarna or PayPal pay the rest like a card', () => {
    expect(allocate(8_000, [row('gift', 'GIFT_CARD', 1_000), row('klarna', 'KLARNA')]).amounts.get('klarna')).toBe(7_000);
    expect(allocate(8_000, [row('paypal', 'PAYPAL')]).amounts.get('paypal')).toBe(8_000);
  });
});
