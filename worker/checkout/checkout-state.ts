import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { LoadResult } from '../../shared/page';
import type { CheckoutCart } from '../../shared/checkout/schemas/checkout';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { pickupContactRequired } from '../../shared/site/pickup-config';
import { isCollected, travelsToAddress } from '../../shared/checkout/shipment-methods';
import { shownVoucher } from '../../shared/checkout/loyalty-voucher';
import { toMajor, toMinor } from '../../shared/market';
import { readAddresses } from '../account';
import { listMethods } from '../payments';
import { byDeliveryTime } from './delivery-order';
import { expressFeatureOn } from './express-flag';
import { expressPlan } from './express-plan';
import { NO_BASKET, onBasket, readCheckoutCart, refused, type Checkout } from './opened-checkout';
import type { Outcome } from './outcome';

/*
 * The whole checkout state the page shows: every change answers it, read again, so the page shows
 * what the backend holds, never what the browser sent.
 */

/** The state from a checkout answer of the basket, with the methods, payment methods and a signed-in shopper's book and cards. */
export async function stateOf(checkout: Checkout, cart: CheckoutCart): Promise<Outcome<CheckoutState>> {
  if (!cart.items.length) return NO_BASKET();
  const { upstream, basketId, registered } = checkout;
  // The prepared order carries the applicable methods and payment methods; after a write they are asked for.
  const [methods, payment, addresses, cards, expressOn] = await Promise.all([
    Promise.all(
      cart.shippingMethods.map((shipment) =>
        shipment.applicableShippingMethods
          ? { ok: true as const, data: { shippingId: shipment.shippingId, applicableShippingMethods: shipment.applicableShippingMethods } }
          : upstream.call(api.cart.shippingMethods, { params: { basketId, shippingId: shipment.shippingId } }),
      ),
    ),
    cart.paymentMethods ? { ok: true as const, data: { paymentMethods: cart.paymentMethods } } : upstream.call(api.cart.paymentMethods, { params: { basketId } }),
    registered ? readAddresses(upstream) : Promise.resolve(null),
    registered ? listMethods(upstream) : Promise.resolve(null),
    registered ? expressFeatureOn(checkout.inputs) : Promise.resolve(false),
  ]);
  if (!payment.ok) return refused(checkout, payment);
  const shipments = cart.shippingMethods.map((shipment, i) => {
    const applicable = methods[i];
    const selected = shipment.shippingMethod.code;
    const options = applicable?.ok ? applicable.data.applicableShippingMethods : [shipment.shippingMethod];
    // What the chosen method costs is its price plus the shipping promotions' discounts taken off
    // it, summed in minor units: adding major-unit floats can land a cent off.
    const minor = (major: number) => toMinor(major, cart.currency);
    const discount = shipment.shippingPromotions.reduce((sum, promotion) => sum + Math.abs(minor(promotion.appliedDiscount)), 0);
    return {
      shippingId: shipment.shippingId,
      address: cart.shippingAddresses.find((entry) => entry.shippingId === shipment.shippingId)?.address ?? null,
      store: (shipment.storeId && cart.pickupStores?.find((store) => store.storeId === shipment.storeId)) || null,
      methods: byDeliveryTime(
        options.map((option) => ({
          code: option.code,
          label: option.label,
          deliveryTime: option.deliveryTime,
          price: option.code === selected ? toMajor(minor(shipment.shippingMethod.price) + discount, cart.currency) : option.price,
          // The choice says what the summary charges: a waived delivery reads Free, not its list price.
          ...(option.code === selected && discount > 0 ? { promotedPrice: shipment.shippingMethod.price } : {}),
          selected: option.code === selected,
        })),
      ),
    };
  });
  // The basket's own site decides (the backend says which); the request's site when it does not.
  const contactRequired = cart.pickupContactRequired ?? pickupContactRequired(checkout.inputs.ctx.site);
  const pickupContact = cart.pickupContact ?? null;
  const contactMissing = contactRequired && !pickupContact && cart.shippingMethods.some((shipment) => isCollected(shipment.shippingMethod.code));
  const shippingDone = !contactMissing && shipments.every((shipment, i) => !travelsToAddress(cart.shippingMethods[i]?.shippingMethod.code) || shipment.address !== null);
  const { shippingAddresses: _addresses, billingAddress, payment_instruments: instruments, paymentMethods: _offered, status, pickupContact: _contact, pickupStores: _stores, pickupContactRequired: _required, smsOptIn: _sms, loyalty, ...rest } = cart;
  const saved = { addresses: addresses?.ok ? addresses.data : [], instruments: cards?.ok ? cards.paymentInstruments : [] };
  const view = { ...rest, shippingMethods: rest.shippingMethods.map(({ applicableShippingMethods: _applicable, ...shipment }) => shipment) };
  return {
    ok: true,
    data: {
      cart: view,
      shipments,
      billingAddress,
      paymentMethods: payment.data.paymentMethods,
      paymentInstruments: instruments.map((instrument) => ({
        paymentInstrumentId: instrument.paymentInstrumentId,
        paymentMethodId: instrument.payment_method_id,
        amount: instrument.amount,
        ...(instrument.card ? { card: instrument.card } : {}),
        ...(instrument.details ? { details: instrument.details } : {}),
      })),
      savedAddresses: saved.addresses,
      savedCards: saved.instruments.flatMap((instrument) => (instrument.payment_method_id === 'CREDIT_CARD' ? [instrument] : [])),
      // Billing is done once something pays and nothing is left to pay.
      steps: { shipping: shippingDone, billing: shippingDone && billingAddress !== null && instruments.length > 0 && cart.totals.remainingToPay === 0 },
      expressAvailable: expressPlan({ registered, featureOn: expressOn, cart, ...saved }).ok,
      ...(status ? { status } : {}),
      pickupContact,
      pickupContactRequired: contactRequired,
      smsOptIn: cart.smsOptIn ?? null,
      ...(cards?.ok
        ? {
            savedRewards: cards.paymentInstruments.flatMap((saved): Array<{ paymentInstrumentId: string; kind: 'REWARD_CODE' | 'REWARD_CARD'; label: string }> =>
              saved.payment_method_id === 'REWARD_CODE'
                ? [{ paymentInstrumentId: saved.paymentInstrumentId, kind: 'REWARD_CODE', label: saved.rewardCode.code }]
                : saved.payment_method_id === 'REWARD_CARD'
                  ? [{ paymentInstrumentId: saved.paymentInstrumentId, kind: 'REWARD_CARD', label: saved.rewardCard.last4 }]
                  : [],
            ),
          }
        : {}),
      ...(loyalty ? { loyalty: { ...loyalty, voucher: shownVoucher(loyalty) } } : {}),
    },
  };
}

/** The state after an upstream call: from the basket it answered, or the call's refusal. */
export async function withState(checkout: Checkout, result: LoadResult<CheckoutCart>): Promise<Outcome<CheckoutState>> {
  return result.ok ? stateOf(checkout, result.data) : refused(checkout, result);
}

/** The session's checkout as it stands, for the page and its first-party read. */
export const readCheckout = (inputs: ServiceInputs) => onBasket(inputs, async (checkout) => withState(checkout, await readCheckoutCart(checkout)));
