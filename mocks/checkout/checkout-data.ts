import type { IRequest } from 'itty-router';
import type { ApproachType, StoredAddress } from '../../shared/address/schemas/address';
import type { CheckoutCart } from '../../shared/checkout/schemas/checkout';
import type { Cart } from '../../shared/cart/schemas/cart';
import { type AnswerOptions, basketAfter, type BasketState, type OpenBasket, siteOfBasket, writeThenRead } from '../cart';
import { toMajor, toMinor } from '../markets';
import type { Env } from '../env';
import { allocate } from './allocation';
import { paymentKind } from './payment-kinds';
import { memberOf, type CheckoutData, type InstrumentRow, type LoyaltyProfile, type OwnerFacts } from './checkout-facts';
import { leftForVoucher, loyaltyOf } from './kinds/loyalty';
import { detailsOfRow, pickupStoresOf, type CheckoutDetails } from './checkout-details';
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

/** What checkout reads of the owner's profile. */
interface OwnerProfile extends LoyaltyProfile {
  consumerDetails?: { athlete?: { currentSpend?: number; annualCredit?: number } };
}

/** Everything checkout keeps beside a basket, and what its owner's account says. */
export interface CheckoutRecord {
  data: CheckoutData;
  details: CheckoutDetails;
  owner: OwnerFacts;
}

interface CheckoutRow {
  member_id: string | null;
  profile: string | null;
  points: number | null;
  annual_credit: number | null;
  current_spend: number | null;
  addresses: string;
  instruments: string;
  status: 'EXPRESS' | null;
  pickup_contact: string | null;
  sms_opt_in: number | null;
}

/**
 * The basket's checkout record as ONE statement: every checkout page and checkout call reads it,
 * and the local D1 simulator charges each statement and each round trip, so the rows kept beside
 * the basket come back as JSON columns of a single row. It can ride in the batch that proves who
 * owns the basket: nothing of it is answered before that.
 */
const checkoutQuery = (db: D1Database, basketId: string): D1PreparedStatement =>
  db
    .prepare(
      `SELECT
         (SELECT json_group_array(json_object('approach_type', approach_type, 'shipping_id', shipping_id, 'address', address))
            FROM (SELECT * FROM checkout_addresses WHERE cart_id = c.id ORDER BY shipping_id)) AS addresses,
         (SELECT json_group_array(json_object('id', id, 'payment_method_id', payment_method_id, 'provider_ref', provider_ref, 'brand', brand, 'last4', last4,
                   'expiry_month', expiry_month, 'expiry_year', expiry_year, 'amount', amount, 'details', details))
            FROM (SELECT * FROM checkout_payment_instruments WHERE cart_id = c.id ORDER BY created_at, rowid)) AS instruments,
         d.status, d.pickup_contact, d.sms_opt_in, a.member_id, a.profile, p.points, ac.annual_credit, ac.current_spend
       FROM carts c
       LEFT JOIN checkout_details d ON d.cart_id = c.id
       LEFT JOIN accounts a ON a.consumer_no = c.consumer_no
       LEFT JOIN loyalty_points p ON p.consumer_no = c.consumer_no
       LEFT JOIN athlete_credit ac ON ac.consumer_no = c.consumer_no
       WHERE c.id = ?`,
    )
    .bind(basketId);

function checkoutRecordOf(row: CheckoutRow | null | undefined): CheckoutRecord {
  const addresses = row ? (JSON.parse(row.addresses) as AddressRow[]) : [];
  const billing = addresses.find((entry) => entry.approach_type === 'B');
  return {
    data: {
      shippingAddresses: addresses.filter((entry) => entry.approach_type === 'S').map((entry) => ({ shippingId: entry.shipping_id, address: JSON.parse(entry.address) as StoredAddress })),
      billingAddress: billing ? (JSON.parse(billing.address) as StoredAddress) : null,
      instruments: row ? (JSON.parse(row.instruments) as InstrumentRow[]) : [],
    },
    details: detailsOfRow(row),
    owner: ownerOf(row),
  };
}

function ownerOf(row: CheckoutRow | null | undefined): OwnerFacts {
  // A guest has no account row, so no profile.
  const profile = row?.profile ? (JSON.parse(row.profile) as OwnerProfile) : null;
  const athlete = profile?.consumerDetails?.athlete;
  return {
    member: memberOf(profile, row?.member_id ?? null, row?.points ?? null),
    athlete:
      athlete?.annualCredit === undefined
        ? null
        : {
            annualCredit: athlete.annualCredit,
            currentSpend: athlete.currentSpend ?? 0,
            stored: row?.annual_credit != null && row.current_spend != null ? { annualCredit: row.annual_credit, currentSpend: row.current_spend } : null,
          },
  };
}

/** For opened and openBasket: the checkout record, read in the batch that opens the basket. */
export const withCheckoutRecord = (db: D1Database, basketId: string): D1PreparedStatement[] => [checkoutQuery(db, basketId)];

/** The checkout record a basket was opened with (withCheckoutRecord). */
export const recordOf = (open: { alsoRead: D1Result[] }): CheckoutRecord => checkoutRecordOf(open.alsoRead[0]?.results[0] as CheckoutRow | undefined);

/**
 * The basket with its checkout details. What each instrument pays follows the basket's total as
 * lines change (a card pays whatever the others leave); what remains to pay is what nothing covers.
 */
export function withCheckout(cart: Cart, data: CheckoutData): CheckoutCart {
  const { currency } = cart;
  const { amounts, remaining } = allocate(toMinor(cart.totals.total, currency), data.instruments);
  const rewards = data.instruments.flatMap((row) => paymentKind(row.payment_method_id).appliedReward?.(row, toMajor(amounts.get(row.id) ?? 0, currency)) ?? []);
  return {
    ...cart,
    totals: { ...cart.totals, remainingToPay: toMajor(remaining, currency), ...(rewards.length ? { appliedRewards: rewards } : {}) },
    // Only the shipments the basket still has keep their address.
    shippingAddresses: data.shippingAddresses.filter((entry) => cart.shippingMethods.some((shipment) => shipment.shippingId === entry.shippingId)),
    billingAddress: data.billingAddress,
    payment_instruments: data.instruments.map((row) => {
      const shown = paymentKind(row.payment_method_id).view(row);
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

/**
 * The basket with everything checkout has gathered and a loyalty member's points and vouchers,
 * from the checkout record read in the same batch as the basket.
 */
export async function checkoutAfter(request: IRequest, env: Env, open: OpenBasket, options: AnswerOptions, record: CheckoutRecord): Promise<CheckoutCart> {
  const cart = await basketAfter(request, env, open, options);
  const loyalty = loyaltyOf(open.consumer, record.owner.member, toMajor(leftForVoucher(toMinor(cart.totals.total, cart.currency), record.data.instruments), cart.currency), cart.currency);
  return {
    ...withCheckout(cart, record.data),
    ...record.details,
    pickupStores: pickupStoresOf(cart),
    pickupContactRequired: pickupContactRequired(siteOfBasket(request, open.state)),
    ...(loyalty ? { loyalty } : {}),
  };
}

/**
 * Runs a checkout write with the basket and its checkout record read back in the write's own batch
 * (one transaction, one round trip) rather than read again after it; `written` is what the writes did.
 */
export async function writeCheckout(env: Env, open: OpenBasket, writes: D1PreparedStatement[]): Promise<{ written: D1Result[]; open: OpenBasket; record: CheckoutRecord }> {
  const { state, written, alsoRead } = await writeThenRead(env.DB, open.state.cart.id, writes, withCheckoutRecord(env.DB, open.state.cart.id));
  return { written, open: { ...open, state: state ?? open.state }, record: recordOf({ alsoRead }) };
}

/** Runs a checkout write and answers the basket as it left it. */
export async function checkoutAfterWrite(request: IRequest, env: Env, open: OpenBasket, writes: D1PreparedStatement[]): Promise<CheckoutCart> {
  const after = await writeCheckout(env, open, writes);
  return checkoutAfter(request, env, after.open, { unchanged: true }, after.record);
}

export const siteCountry = (request: IRequest, state: BasketState) => siteOfBasket(request, state).country;
export const siteLocale = (request: IRequest, state: BasketState) => siteOfBasket(request, state).locale;
