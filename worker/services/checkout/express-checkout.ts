import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { api } from '../../../shared/api';
import { addressFields } from '../../../shared/schemas/address';
import { EXPRESS_REFUSAL_ID, type CheckoutState, type ExpressRefusalReason } from '../../../shared/checkout/checkout-routes';
import { readAddresses } from '../addresses';
import { listMethods } from '../payments/payment-methods';
import { fail, inputOf, open, readCheckoutCart, refused, withState, type Outcome } from './checkout-service';
import { expressFeatureOn } from './express-flag';
import { expressPlan } from './express-plan';

/*
 * Express checkout: from the cart (or the shipping step) straight to the summary, with what the
 * shopper's account holds. Whether the shopper qualifies is decided before anything is written,
 * so a refusal leaves the basket as it was; the page then goes on to the shipping step.
 */

const REFUSALS: Readonly<Record<ExpressRefusalReason, { status: number; message: string }>> = {
  'signed-out': { status: 403, message: 'Express checkout is for signed-in shoppers' },
  'feature-off': { status: 409, message: 'Express checkout is not available' },
  'no-main-card': { status: 409, message: 'Express checkout needs a saved main card' },
  'no-address': { status: 409, message: 'Express checkout needs a default shipping address' },
};

const refusal = (reason: ExpressRefusalReason) => fail(REFUSALS[reason].status, EXPRESS_REFUSAL_ID, REFUSALS[reason].message, { code: reason });

export async function expressCheckout(c: Context<AppEnv>): Promise<Outcome<CheckoutState>> {
  const checkout = await open(c);
  if ('ok' in checkout) return checkout;
  if (!checkout.registered) return refusal('signed-out');
  const { upstream, basketId } = checkout;
  const [current, featureOn, addresses, cards] = await Promise.all([readCheckoutCart(checkout), expressFeatureOn(c), readAddresses(upstream), listMethods(upstream)]);
  if (!current.ok) return refused(checkout, current);
  const decision = expressPlan({
    registered: true,
    featureOn,
    cart: current.data,
    addresses: addresses.ok ? addresses.data : [],
    instruments: cards.ok ? cards.paymentInstruments : [],
  });
  if (!decision.ok) return refusal(decision.reason);
  const { plan } = decision;
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
