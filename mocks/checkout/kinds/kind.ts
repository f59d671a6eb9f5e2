import type { IRequest } from 'itty-router';
import type { Cart } from '../../../shared/cart/schemas/cart';
import type { OfferedPaymentMethod, PlaceOrderPayload } from '../../../shared/checkout/schemas/checkout';
import type { CardBrand, PaymentMethodId } from '../../../shared/payments';
import type { PaymentSummary } from '../../account';
import type { OpenBasket } from '../../cart';
import type { Env } from '../../env';
import type { Refusal } from '../../http';
import type { CheckoutData, InstrumentRow, OwnerFacts } from '../checkout-facts';

/*
 * What a payment kind is and what it is given: each kind implements this, and only the registry
 * (payment-kinds.gen.ts, written by scripts/registries.mjs) imports the kinds, so a kind can never reach the registry back.
 */

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
  /** The method this kind pays with, as its add call's body names it: the registry keys the kind by it. */
  method: Body extends { payment_method_id: infer Method } ? Method : never;
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

export const detailsOf = (row: { details: string }): Record<string, string> => JSON.parse(row.details || '{}') as Record<string, string>;
