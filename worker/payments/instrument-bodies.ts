import type { PaymentMethodId } from '../../shared/payments';
import type { AddCheckoutInstrument } from '../../shared/checkout/schemas/checkout';
import type { PaymentInstrumentBody } from '../../shared/checkout/checkout-routes';

/*
 * The backend's call for what the checkout page sent, one entry per payment method. Whatever the
 * page sends, the basket is the session's and no amount goes upstream. A method the shopper must
 * be signed in for is refused here for a guest, before the backend is asked.
 */

/**
 * Most methods are added to the basket with the add-instrument call; the loyalty voucher goes by
 * the basket's reward call, which also takes the place of the voucher the basket had.
 */
export type UpstreamInstrument = { call: 'addPaymentInstrument'; body: AddCheckoutInstrument } | { call: 'applyReward'; body: { appliedLoyaltyVoucher: number } };

type Failure = { status: number; errorId: string; message: string };
export type InstrumentBodyOutcome = { ok: true; upstream: UpstreamInstrument } | { ok: false; failure: Failure };

type Shopper = { registered: boolean };
type BodyOf<K extends PaymentMethodId> = Extract<PaymentInstrumentBody, { paymentMethodId: K }>;
type InstrumentBody<K extends PaymentMethodId> = (body: BodyOf<K>, shopper: Shopper) => InstrumentBodyOutcome;

const add = (body: AddCheckoutInstrument): InstrumentBodyOutcome => ({ ok: true, upstream: { call: 'addPaymentInstrument', body } });
const signedInOnly = (message: string): InstrumentBodyOutcome => ({ ok: false, failure: { status: 403, errorId: 'AUT432', message } });

/** Every method has its entry (the record is complete over the method ids), so a method without one does not compile. */
export const INSTRUMENT_BODIES: { readonly [K in PaymentMethodId]: InstrumentBody<K> } = {
  CREDIT_CARD: (body, shopper) => {
    // Only a signed-in shopper has an account to keep a card in.
    if ('token' in body) return add({ payment_method_id: 'CREDIT_CARD', card: { token: body.token, ...(body.saveCard && shopper.registered ? { save: true } : {}) } });
    if (!shopper.registered) return signedInOnly('Saved cards are for signed-in shoppers');
    return add({ payment_method_id: 'CREDIT_CARD', paymentInstrumentId: body.paymentInstrumentId });
  },
  // A guest may pay with a gift card as well as a signed-in shopper.
  GIFT_CARD: (body) => add({ payment_method_id: 'GIFT_CARD', giftCard: { giftCardNumber: body.giftCardNumber, pin: body.pin } }),
  KLARNA: (body) => add({ payment_method_id: 'KLARNA', klarna: { authorizationToken: body.authorizationToken } }),
  PAYPAL: (body) => add({ payment_method_id: 'PAYPAL', paypal: { token: body.token } }),
  // The backend refuses a guest, a non-member, an unconfirmed member and too few points.
  LOYALTY_POINTS: (body) => ({ ok: true, upstream: { call: 'applyReward', body: { appliedLoyaltyVoucher: body.points } } }),
  REWARD_CODE: (body, shopper) => {
    if ('rewardCode' in body) return add({ payment_method_id: 'REWARD_CODE', rewardCode: body.rewardCode });
    if (!shopper.registered) return signedInOnly('Saved rewards are for signed-in shoppers');
    return add({ payment_method_id: 'REWARD_CODE', paymentInstrumentId: body.paymentInstrumentId });
  },
  REWARD_CARD: (body, shopper) => (shopper.registered ? add({ payment_method_id: 'REWARD_CARD', paymentInstrumentId: body.paymentInstrumentId }) : signedInOnly('Saved rewards are for signed-in shoppers')),
  ATHLETES_PAYMENT: (_body, shopper) => (shopper.registered ? add({ payment_method_id: 'ATHLETES_PAYMENT' }) : signedInOnly('Athlete payment is for signed-in athletes')),
};

export function instrumentBody(body: PaymentInstrumentBody, shopper: Shopper): InstrumentBodyOutcome {
  return (INSTRUMENT_BODIES[body.paymentMethodId] as InstrumentBody<PaymentMethodId>)(body, shopper);
}
