import type { IRequest } from 'itty-router';
import type { ApproachType, StoredAddress } from '../../shared/schemas/address';
import type { CheckoutCart } from '../../shared/schemas/checkout';
import type { Cart } from '../../shared/schemas';
import type { BasketState, OpenBasket } from '../cart/basket';
import { toMajor, toMinor } from '../cart/markets';
import { basketAfter, siteOfBasket, type AnswerOptions } from '../cart/request';
import type { Env } from '../env';
import { allocate } from './allocation';
import { detailsOf, paymentKind, type InstrumentRow } from './payment-kinds';
import { leftForVoucher, loyaltyOf } from './kinds/loyalty';

export type { InstrumentRow };
import { pickupStoresOf, readCheckoutDetails } from './checkout-details';
import { pickupContactRequired } from '../../shared/site/pickup-config';

/*
 * What a basket gathers at checkout, kept beside it and gone with it: each shipment's address,
 * the billing address and the payment instruments.
 */

interface AddressRow {
  approach_type: ApproachType;
  shipping_id: string;
  address: string;
}

export interface CheckoutData {
  shippingAddresses: Array<{ shippingId: string; address: StoredAddress }>;
  billingAddress: StoredAddress | null;
  instruments: InstrumentRow[];
}

export async function readCheckoutData(db: D1Database, basketId: string): Promise<CheckoutData> {
  const [addresses, instruments] = await db.batch([
    db.prepare('SELECT approach_type, shipping_id, address FROM checkout_addresses WHERE cart_id = ? ORDER BY shipping_id').bind(basketId),
    db.prepare('SELECT id, payment_method_id, provider_ref, brand, last4, expiry_month, expiry_year, amount, details FROM checkout_payment_instruments WHERE cart_id = ? ORDER BY created_at, rowid').bind(basketId),
  ]);
  const rows = (addresses?.results ?? []) as unknown as AddressRow[];
  const billing = rows.find((row) => row.approach_type === 'B');
  return {
    shippingAddresses: rows.filter((row) => row.approach_type === 'S').map((row) => ({ shippingId: row.shipping_id, address: JSON.parse(row.address) as StoredAddress })),
    billingAddress: billing ? (JSON.parse(billing.address) as StoredAddress) : null,
    instruments: (instruments?.results ?? []) as unknown as InstrumentRow[],
  };
}

/**
 * The basket with its checkout details. What each instrument pays follows the basket's total as
 * lines change (a card pays whatever the others leave); what remains to pay is what nothing covers.
 */
export function withCheckout(cart: Cart, data: CheckoutData): CheckoutCart {
  const { currency } = cart;
  const { amounts, remaining } = allocate(toMinor(cart.totals.total, currency), data.instruments);
  const rewards = data.instruments.flatMap((row) => {
    const type = row.payment_method_id;
    if (type !== 'LOYALTY_POINTS' && type !== 'REWARD_CODE' && type !== 'REWARD_CARD' && type !== 'ATHLETES_PAYMENT') return [];
    const points = type === 'LOYALTY_POINTS' ? Number(detailsOf(row).points) : undefined;
    return [{ type, amount: toMajor(amounts.get(row.id) ?? 0, currency), ...(points ? { points } : {}) }];
  });
  return {
    ...cart,
    totals: { ...cart.totals, remainingToPay: toMajor(remaining, currency), ...(rewards.length ? { appliedRewards: rewards } : {}) },
    // Only the shipments the basket still has keep their address.
    shippingAddresses: data.shippingAddresses.filter((entry) => cart.shippingMethods.some((shipment) => shipment.shippingId === entry.shippingId)),
    billingAddress: data.billingAddress,
    payment_instruments: data.instruments.map((row) => {
      const shown = paymentKind(row.payment_method_id)?.view(row) ?? {};
      return {
        paymentInstrumentId: row.id,
        payment_method_id: row.payment_method_id,
        amount: toMajor(amounts.get(row.id) ?? 0, currency),
        ...(shown.card ? { card: shown.card } : {}),
        ...(shown.details ? { details: shown.details } : {}),
      };
    }),
  };
}

/** The basket after a checkout write, with everything checkout has gathered and a loyalty member's points and vouchers. */
export async function checkoutAfter(request: IRequest, env: Env, open: OpenBasket, options: AnswerOptions = {}): Promise<CheckoutCart> {
  const [cart, data, details] = await Promise.all([basketAfter(request, env, open, options), readCheckoutData(env.DB, open.state.cart.id), readCheckoutDetails(env.DB, open.state.cart.id)]);
  const loyalty = await loyaltyOf(env.DB, open.consumer, toMajor(leftForVoucher(toMinor(cart.totals.total, cart.currency), data.instruments), cart.currency));
  return {
    ...withCheckout(cart, data),
    ...details,
    pickupStores: pickupStoresOf(cart),
    pickupContactRequired: pickupContactRequired(siteOfBasket(request, open.state)),
    ...(loyalty ? { loyalty } : {}),
  };
}

export const siteCountry = (request: IRequest, state: BasketState) => siteOfBasket(request, state).country;
export const siteLocale = (request: IRequest, state: BasketState) => siteOfBasket(request, state).locale;
