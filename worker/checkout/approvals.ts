import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { KlarnaSessionAnswer, PayPalApprovalAnswer } from '../../shared/checkout/checkout-routes';
import { checkoutStepPath } from '../../shared/routing/checkout-step';
import { klarnaFrame, paypalApprovalUrl } from '../payments';
import { onBasket, refused } from './opened-checkout';
import { fail } from './outcome';

/*
 * Klarna and PayPal: the backend opens a provider session for the session's basket, and the page
 * is told where the shopper says yes. Klarna's page is framed like the card fields; PayPal's is a
 * whole page that returns to this shop's own summary step, never to a URL the browser names.
 */

/** A Klarna session for the basket and its authorisation page. */
export const klarnaSession = (inputs: ServiceInputs) =>
  onBasket<KlarnaSessionAnswer>(inputs, async (checkout) => {
    const session = await checkout.upstream.call(api.cart.paymentSession, { query: { basketId: checkout.basketId, paymentMethodId: 'KLARNA' } });
    if (!session.ok) return refused(checkout, session);
    const frame = klarnaFrame(inputs.env, inputs.ctx.url, session.data.sessionId, inputs.ctx.site.language);
    if (!frame) return fail(409, 'PAY400', 'Klarna is not available here');
    return { ok: true, data: { sessionId: session.data.sessionId, authorizationUrl: frame.src } };
  });

/** A PayPal session for the basket and the approval page, which returns to the summary step on this shop's origin. */
export const paypalApproval = (inputs: ServiceInputs) =>
  onBasket<PayPalApprovalAnswer>(inputs, async (checkout) => {
    const shopUrl = inputs.ctx.url;
    const session = await checkout.upstream.call(api.cart.paymentSession, { query: { basketId: checkout.basketId, paymentMethodId: 'PAYPAL', referer: shopUrl.origin } });
    if (!session.ok) return refused(checkout, session);
    const returnUrl = `${shopUrl.origin}${checkoutStepPath(inputs.ctx.site.locale, 'summary')}`;
    const approvalUrl = paypalApprovalUrl(inputs.env, shopUrl, session.data.sessionId, returnUrl, inputs.ctx.site.language);
    if (!approvalUrl) return fail(409, 'PAY400', 'PayPal is not available here');
    return { ok: true, data: { approvalUrl } };
  });
