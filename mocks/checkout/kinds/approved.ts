import { paymentDeclined } from '../../http';
import { type ApprovalMethod, redeemApproval, stillAuthorised } from '../../payments';
import type { PaymentKind } from './kind';
import type { AddCheckoutInstrument } from '../../../shared/checkout/schemas/checkout';

/*
 * Klarna and PayPal: methods the shopper approves on the provider's own page. Adding one redeems
 * the page's single-use token for this basket; place order approves it while the authorisation
 * holds and covers what is charged. Either pays whatever the other instruments leave.
 */

export type Body<M extends ApprovalMethod> = Extract<AddCheckoutInstrument, { payment_method_id: M }>;

export function approvedKind<M extends ApprovalMethod>(method: M, label: string, tokenOf: (body: Body<M>) => string): PaymentKind<Body<M>> {
  return {
    // The conditional type cannot see through the generic method; the body it is read from names the same one.
    method: method as PaymentKind<Body<M>>['method'],
    async add({ request, env, open }, body) {
      const session = await redeemApproval(env.DB, tokenOf(body), method, open.state.cart.id);
      if (!session) return paymentDeclined(request, `The ${label} authorisation is not valid`);
      return { providerRef: session.session_id, brand: method, last4: '' };
    },
    async authorise({ request, env, open }, instrument, amount) {
      if (await stillAuthorised(env.DB, instrument.provider_ref, open.state.cart.id, amount)) return { outcome: 'approved' };
      return { outcome: 'refused', response: paymentDeclined(request, `The ${label} authorisation has lapsed`) };
    },
    summary: () => ({ code: method, label }),
    view: () => ({}),
  };
}
