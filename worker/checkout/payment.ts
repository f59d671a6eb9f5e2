import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { PaymentInstrumentBody, PaymentSessionAnswer } from '../../shared/checkout/checkout-routes';
import { hostedFieldsFrame, instrumentBody } from '../payments';
import { withState } from './checkout-state';
import { onBasket, refused } from './opened-checkout';
import { fail } from './outcome';

/*
 * How the basket is paid: the card's payment session and the instruments added and removed. No
 * amount ever comes from the browser; the backend gives each instrument its part.
 */

/** A payment session bound to the basket, its device fingerprint recorded, and where the page frames the card fields. */
export const paymentSession = (inputs: ServiceInputs) =>
  onBasket<PaymentSessionAnswer>(inputs, async (checkout) => {
    const frame = hostedFieldsFrame(inputs.env, inputs.ctx.url, inputs.ctx.site.language);
    if (!frame) return fail(409, 'PAY400', 'Card entry is not available here');
    const session = await checkout.upstream.call(api.cart.paymentSession, { query: { basketId: checkout.basketId, paymentMethodId: 'CREDIT_CARD' } });
    if (!session.ok) return refused(checkout, session);
    await checkout.upstream.call(api.cart.deviceFingerprint, { body: { basketId: checkout.basketId, sessionId: session.data.sessionId, fingerprint: await deviceFingerprint(inputs) } });
    return { ok: true, data: { sessionId: session.data.sessionId, hostedFieldsUrl: frame.src } };
  });

/** What the request says of the device, hashed: nothing that names the shopper leaves the worker. */
async function deviceFingerprint({ request }: ServiceInputs): Promise<string> {
  const facts = [request.header('user-agent') ?? '', request.header('accept-language') ?? ''].join('|');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(facts)));
  return `dfp_${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Any way of paying, the loyalty voucher included: the method's instrument body says which backend call adds it. */
export const addPaymentInstrument = (inputs: ServiceInputs, body: PaymentInstrumentBody) =>
  onBasket(inputs, async (checkout) => {
    const outcome = instrumentBody(body, checkout);
    if (!outcome.ok) return outcome;
    const { upstream } = outcome;
    const params = { basketId: checkout.basketId };
    return withState(
      checkout,
      upstream.call === 'applyReward'
        ? await checkout.upstream.call(api.cart.applyReward, { params, body: upstream.body })
        : await checkout.upstream.call(api.cart.addPaymentInstrument, { params, body: upstream.body }),
    );
  });

export const removePaymentInstrument = (inputs: ServiceInputs, paymentInstrumentId: string) =>
  onBasket(inputs, async (checkout) =>
    withState(checkout, await checkout.upstream.call(api.cart.removePaymentInstrument, { params: { basketId: checkout.basketId }, query: { payment_instrument_id: paymentInstrumentId } })),
  );
