import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from '../../shared/payments';
import { INSTRUMENT_BODIES, instrumentBody } from './instrument-bodies';

describe('the instrument bodies', () => {
  it('have an entry for every payment method', () => {
    expect(Object.keys(INSTRUMENT_BODIES).sort()).toEqual([...PAYMENT_METHOD_IDS].sort());
  });

  it('do not compile with a method left out', () => {
    const withoutOne = { ...INSTRUMENT_BODIES } as Omit<typeof INSTRUMENT_BODIES, 'LOYALTY_POINTS'>;
    // @ts-expect-error LOYALTY_POINTS has no entry
    const registry: typeof INSTRUMENT_BODIES = withoutOne;
    expect(registry).toBeDefined();
  });

  it('add a loyalty voucher by the basket’s reward call, and every other method by the add-instrument call', () => {
    expect(instrumentBody({ paymentMethodId: 'LOYALTY_POINTS', points: 500 }, { registered: true })).toEqual({ ok: true, upstream: { call: 'applyReward', body: { appliedLoyaltyVoucher: 500 } } });
    expect(instrumentBody({ paymentMethodId: 'GIFT_CARD', giftCardNumber: 'RLGC-USD-GOOD-0025', pin: '1234' }, { registered: false })).toEqual({
      ok: true,
      upstream: { call: 'addPaymentInstrument', body: { payment_method_id: 'GIFT_CARD', giftCard: { giftCardNumber: 'RLGC-USD-GOOD-0025', pin: '1234' } } },
    });
  });

  it('refuse a guest what only a signed-in shopper may use, before the backend is asked', () => {
    for (const body of [{ paymentMethodId: 'CREDIT_CARD', paymentInstrumentId: 'pi1' }, { paymentMethodId: 'REWARD_CARD', paymentInstrumentId: 'pi1' }, { paymentMethodId: 'ATHLETES_PAYMENT' }] as const) {
      expect(instrumentBody(body, { registered: false })).toMatchObject({ ok: false, failure: { status: 403, errorId: 'AUT432' } });
    }
  });
});
