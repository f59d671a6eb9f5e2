import type { AddCheckoutInstrument } from '../../../shared/schemas/checkout';
import type { PaymentInstrumentBody } from '../../../shared/checkout/checkout-routes';
import type { CheckoutFailure } from './checkout-service';

/*
 * The backend's add-instrument body for what the checkout page sent, one case per way of paying.
 * Whatever the page sends, the basket is the session's and no amount goes upstream.
 */

export type InstrumentBodyOutcome = { ok: true; body: AddCheckoutInstrument } | { ok: false; failure: CheckoutFailure };

export function instrumentBody(body: PaymentInstrumentBody, shopper: { registered: boolean }): InstrumentBodyOutcome {
  switch (body.paymentMethodId) {
    case 'CREDIT_CARD':
      if ('token' in body) {
        // Only a signed-in shopper has an account to keep a card in.
        return { ok: true, body: { payment_method_id: 'CREDIT_CARD', card: { token: body.token, ...(body.saveCard && shopper.registered ? { save: true } : {}) } } };
      }
      if (!shopper.registered) return { ok: false, failure: { status: 403, errorId: 'AUT432', message: 'Saved cards are for signed-in shoppers' } };
      return { ok: true, body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: body.paymentInstrumentId } };
    case 'GIFT_CARD':
      // A guest may pay with a gift card as well as a signed-in shopper.
      return { ok: true, body: { payment_method_id: 'GIFT_CARD', giftCard: { giftCardNumber: body.giftCardNumber, pin: body.pin } } };
    case 'KLARNA':
      return { ok: true, body: { payment_method_id: 'KLARNA', klarna: { authorizationToken: body.authorizationToken } } };
    case 'PAYPAL':
      return { ok: true, body: { payment_method_id: 'PAYPAL', paypal: { token: body.token } } };
    case 'REWARD_CODE':
      if ('rewardCode' in body) return { ok: true, body: { payment_method_id: 'REWARD_CODE', rewardCode: body.rewardCode } };
      if (!shopper.registered) return { ok: false, failure: { status: 403, errorId: 'AUT432', message: 'Saved rewards are for signed-in shoppers' } };
      return { ok: true, body: { payment_method_id: 'REWARD_CODE', paymentInstrumentId: body.paymentInstrumentId } };
    case 'REWARD_CARD':
      if (!shopper.registered) return { ok: false, failure: { status: 403, errorId: 'AUT432', message: 'Saved rewards are for signed-in shoppers' } };
      return { ok: true, body: { payment_method_id: 'REWARD_CARD', paymentInstrumentId: body.paymentInstrumentId } };
    case 'ATHLETES_PAYMENT':
      if (!shopper.registered) return { ok: false, failure: { status: 403, errorId: 'AUT432', message: 'Athlete payment is for signed-in athletes' } };
      return { ok: true, body: { payment_method_id: 'ATHLETES_PAYMENT' } };
  }
}
