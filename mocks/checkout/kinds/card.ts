import { saveCard } from '../../account';
import { instrumentNotFound, paymentDeclined, refusalResponse } from '../../http';
import { CARD_REFUSALS, cardOutcome, redeem } from '../../payments';
import type { PaymentKind } from './kind';
import type { AddCheckoutInstrument } from '../../../shared/checkout/schemas/checkout';
import type { CardBrand } from '../../../shared/payments/card-number';

/*
 * A card: the provider's single-use token from the hosted fields, or a card the signed-in shopper
 * saved. It pays whatever the other instruments leave, and the issuer may challenge it.
 */

type CardBody = Extract<AddCheckoutInstrument, { payment_method_id: 'CREDIT_CARD' }>;

export const cardKind: PaymentKind<CardBody> = {
  method: 'CREDIT_CARD',

  async add({ request, env, open, data }, body) {
    let card: { providerRef: string; brand: string; last4: string; expiryMonth: number; expiryYear: number } | null;
    if ('card' in body) {
      const redeemed = await redeem(env.DB, body.card.token);
      card = redeemed;
      // Kept in a registered shopper's account too when asked, under the billing (or shipping) name; a card saved already stays as it was.
      if (redeemed && body.card.save && open.consumer.type === 'Registered') {
        const named = data.billingAddress ?? data.shippingAddresses[0]?.address;
        await saveCard(env.DB, open.consumer.consumerNo, redeemed, named ? `${named.recipientFirstName} ${named.recipientLastName}` : 'Cardholder', false);
      }
    } else {
      const saved = await env.DB.prepare("SELECT provider_ref, brand, last4, expiry_month, expiry_year FROM payment_instruments WHERE id = ? AND consumer_no = ? AND payment_method_id = 'CREDIT_CARD'")
        .bind(body.paymentInstrumentId, open.consumer.consumerNo)
        .first<{ provider_ref: string; brand: string; last4: string; expiry_month: number; expiry_year: number }>();
      card = saved && { providerRef: saved.provider_ref, brand: saved.brand, last4: saved.last4, expiryMonth: saved.expiry_month, expiryYear: saved.expiry_year };
    }
    return card ?? instrumentNotFound(request);
  },

  async authorise({ request, env, open, payload }, instrument) {
    // The card is charged within the payment session the checkout opened for this basket.
    const sessionId = payload.paymentMethod.code === 'CREDIT_CARD' ? payload.paymentMethod.additionalData.sessionID : undefined;
    const session = sessionId ? await env.DB.prepare('SELECT 1 FROM payment_sessions WHERE session_id = ? AND cart_id = ?').bind(sessionId, open.state.cart.id).first() : null;
    if (!session) return { outcome: 'refused', response: paymentDeclined(request, 'The payment session is unknown') };
    const outcome = cardOutcome({ last4: instrument.last4, expiryMonth: instrument.expiry_month, expiryYear: instrument.expiry_year });
    if (outcome === 'approved' || outcome === 'challenge') return { outcome };
    return { outcome: 'refused', response: refusalResponse(request, CARD_REFUSALS[outcome]) };
  },

  summary: (charge) => ({ code: 'CREDIT_CARD', label: `${charge.brand} •••• ${charge.last4}`, additionalData: { brand: charge.brand, last4: charge.last4 } }),

  view: (row) => ({ card: { brand: row.brand as CardBrand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year } }),
};
