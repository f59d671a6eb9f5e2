import type { IRequest } from 'itty-router';
import type { Cart } from '../../shared/schemas';
import type { AddCheckoutInstrument, OfferedPaymentMethod, PlaceOrderPayload } from '../../shared/schemas/checkout';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../shared/payments';
import type { PaymentSummary } from '../account/orders';
import type { CardBrand } from '../../shared/payments';
import type { OpenBasket } from '../cart/basket';
import type { Env } from '../env';
import type { Refusal } from '../http';
import type { CheckoutData, OwnerFacts } from './checkout-data';
import { cardKind } from './kinds/card';
import { giftCardKind } from './kinds/gift-card';
import { klarnaKind } from './kinds/klarna';
import { paypalKind } from './kinds/paypal';
import { loyaltyKind } from './kinds/loyalty';
import { rewardKind } from './kinds/reward';
import { rewardCardKind } from './kinds/reward-card';
import { athleteKind } from './kinds/athlete';

/*
 * Every way a basket can be paid, one entry per payment method. A method either pays whatever the
 * others leave (a card, Klarna, PayPal: a basket has at most one of these) or a fixed amount set
 * when it is added (a gift card's balance, a loyalty voucher), which never grows past what is left
 * to pay. At place order each instrument is authorised, then charged
 * in the order's own batch, where spending a balance may add statements of its own.
 */

/** An instrument on a basket as the checkout tables keep it (amounts in minor units). */
export interface InstrumentRow {
  id: string;
  payment_method_id: PaymentMethodId;
  provider_ref: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  amount: number;
  /** JSON: what the method keeps beyond a card's brand and digits. */
  details: string;
}

/** What adding an instrument keeps; `amount` (minor units) only for a method that pays a fixed amount (not one that pays the rest). */
export interface NewInstrument {
  providerRef: string;
  brand: string;
  last4: string;
  expiryMonth?: number;
  expiryYear?: number;
  amount?: number;
  details?: Readonly<Record<string, string | number | boolean>>;
}

export interface AddContext {
  request: IRequest;
  env: Env;
  open: OpenBasket;
  cart: Cart;
  data: CheckoutData;
  owner: OwnerFacts;
}

/** Who asks what the basket may be paid with, and with what basket. */
export interface OfferContext {
  methodId: PaymentMethodId;
  open: OpenBasket;
  cart: Cart;
  owner: OwnerFacts;
}

export type AppliedReward = NonNullable<Cart['totals']['appliedRewards']>[number];

export interface PlaceContext {
  request: IRequest;
  env: Env;
  open: OpenBasket;
  cart: Cart;
  payload: PlaceOrderPayload;
}

/** One instrument's part of an order, as it is charged. */
export interface Charge {
  instrumentId: string;
  paymentMethodId: PaymentMethodId;
  providerRef: string;
  brand: string;
  last4: string;
  amount: number;
  currency: string;
  details: string;
}

export type Authorisation = { outcome: 'approved' } | { outcome: 'challenge' } | { outcome: 'refused'; response: Response };

export interface PaymentKind<Body> {
  /** Whether the basket is offered this method (always, without the hook), and what the offer tells beside its id. */
  offered?(context: OfferContext): boolean | Omit<OfferedPaymentMethod, 'id'>;
  /** The instrument the add call's body names, or the refusal. */
  add(context: AddContext, body: Body): Promise<NewInstrument | Response>;
  /** At place order, for an instrument with something to pay: approved, held for the issuer (cards), or refused. */
  authorise(context: PlaceContext, instrument: InstrumentRow, amount: number): Promise<Authorisation>;
  /**
   * Statements that make the charge real beside the order (a balance spent). They run in the
   * order's batch, so one that breaks `spentConstraint`'s named CHECK aborts the whole order.
   */
  chargeStatements?(db: D1Database, charge: Charge, orderNo: string, now: number): D1PreparedStatement[];
  spentConstraint?: Refusal & { name: string };
  /** For a method that takes a reward off the total, how the totals list it (amount in major units). */
  appliedReward?(instrument: InstrumentRow, amount: number): AppliedReward;
  /** How the order lists what paid it. */
  summary(charge: Charge): PaymentSummary;
  /** What the checkout shows of the instrument beside its method and amount. */
  view(instrument: InstrumentRow): { card?: { brand: CardBrand; last4: string; expiryMonth: number; expiryYear: number }; details?: Record<string, string> };
}

type KindFor<K extends PaymentMethodId> = PaymentKind<Extract<AddCheckoutInstrument, { payment_method_id: K }>>;

/** One kind per payment method: the record is complete over the method ids, so a method without a kind does not compile. */
export const PAYMENT_KINDS: { readonly [K in PaymentMethodId]: KindFor<K> } = {
  CREDIT_CARD: cardKind,
  GIFT_CARD: giftCardKind,
  KLARNA: klarnaKind,
  PAYPAL: paypalKind,
  LOYALTY_POINTS: loyaltyKind,
  REWARD_CODE: rewardKind,
  REWARD_CARD: rewardCardKind,
  ATHLETES_PAYMENT: athleteKind,
};

/** What the basket may be paid with, in the order the methods are described. */
export function offeredPaymentMethods(context: Omit<OfferContext, 'methodId'>): OfferedPaymentMethod[] {
  return PAYMENT_METHOD_IDS.flatMap((methodId) => {
    const offer = paymentKind(methodId).offered?.({ ...context, methodId }) ?? true;
    if (offer === false) return [];
    return [{ id: methodId, ...(offer === true ? {} : offer) }];
  });
}

export function paymentKind(methodId: PaymentMethodId): PaymentKind<AddCheckoutInstrument> {
  return PAYMENT_KINDS[methodId] as PaymentKind<AddCheckoutInstrument>;
}

export const detailsOf = (row: { details: string }): Record<string, string> => JSON.parse(row.details || '{}') as Record<string, string>;
