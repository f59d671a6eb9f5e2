import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { StatusOf } from '../../shared/errors';
import { addressFields } from '../../shared/address/schemas/address';
import { EXPRESS_REFUSAL_ID, type CheckoutState, type ExpressAvailability, type ExpressRefusalReason } from '../../shared/checkout/checkout-routes';
import { readAddresses } from '../account';
import { listMethods } from '../payments';
import { withState } from './checkout-state';
import { open, readCheckoutCart, refused, type Checkout } from './opened-checkout';
import { fail, type Outcome } from './outcome';
import { inputOf } from './shipping-and-billing';
import { expressFeatureOn } from './express-flag';
import { expressPlan, type ExpressDecision } from './express-plan';
import type { LoadResult } from '../../shared/page';

/*
 * Express checkout: from the cart (or the shipping step) straight to the summary, with what the
 * shopper's account holds. Whether the shopper qualifies is decided before anything is written,
 * so a refusal leaves the basket as it was; the page then goes on to the shipping step.
 */

const REFUSALS: Readonly<Record<ExpressRefusalReason, { status: StatusOf<typeof EXPRESS_REFUSAL_ID>; message: string }>> = {
  'signed-out': { status: 403, message: 'Express checkout is for signed-in shoppers' },
  'feature-off': { status: 409, message: 'Express checkout is not available' },
  'no-main-card': { status: 409, message: 'Express checkout needs a saved main card' },
  'no-address': { status: 409, message: 'Express checkout needs a default shipping address' },
};

const refusal = (reason: ExpressRefusalReason) => fail(REFUSALS[reason].status, EXPRESS_REFUSAL_ID, REFUSALS[reason].message, { code: reason });

/** What the account and the basket hold, and whether they make an express checkout. */
async function decide(checkout: Checkout): Promise<{ read: false; refusal: Extract<LoadResult<unknown>, { ok: false }> } | { read: true; decision: ExpressDecision }> {
  const { inputs, upstream } = checkout;
  const [current, featureOn, addresses, cards] = await Promise.all([readCheckoutCart(checkout), expressFeatureOn(inputs), readAddresses(upstream), listMethods(upstream)]);
  if (!current.ok) return { read: false, refusal: current };
  const decision = expressPlan({
    registered: true,
    featureOn,
    cart: current.data,
    addresses: addresses.ok ? addresses.data : [],
    instruments: cards.ok ? cards.paymentInstruments : [],
  });
  return { read: true, decision };
}

/** Whether the session's shopper may check out express with this basket; a guest or no basket may not. */
export async function expressAvailability(inputs: ServiceInputs): Promise<ExpressAvailability> {
  const checkout = await open(inputs);
  if ('ok' in checkout || !checkout.registered) return { available: false };
  const decided = await decide(checkout);
  return { available: decided.read && decided.decision.ok };
}

export async function expressCheckout(inputs: ServiceInputs): Promise<Outcome<CheckoutState>> {
  const checkout = await open(inputs);
  if ('ok' in checkout) return checkout;
  if (!checkout.registered) return refusal('signed-out');
  const { upstream, basketId } = checkout;
  const decided = await decide(checkout);
  if (!decided.read) return refused(checkout, decided.refusal);
  if (!decided.decision.ok) return refusal(decided.decision.reason);
  const { plan } = decided.decision;
  if (plan.targets.length && plan.shipTo) {
    const { main: _main, ...fields } = inputOf(plan.shipTo, 'S');
    const shipped = await upstream.call(api.cart.setShippingAddress, { params: { basketId }, body: { addresses: plan.targets.map((shippingId) => ({ ...fields, shippingId })) } });
    if (!shipped.ok) return refused(checkout, shipped);
  }
  const billed = await upstream.call(api.cart.setBillingAddress, { params: { basketId }, body: { address: { approachType: 'B', ...addressFields(plan.billTo) } } });
  if (!billed.ok) return refused(checkout, billed);
  const paid = await upstream.call(api.cart.addPaymentInstrument, { params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: plan.card.paymentInstrumentId } });
  if (!paid.ok) return refused(checkout, paid);
  return withState(checkout, await upstream.call(api.cart.prepareOrder, { body: { basketId, status: 'EXPRESS' } }));
}
