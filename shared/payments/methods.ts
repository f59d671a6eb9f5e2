import type { MessageKey } from '../i18n/translator';

/*
 * The payment methods a basket may be paid with, one descriptor each: the single list every
 * runtime keys its own part by. The worker's instrument bodies, the checkout page's panels and the
 * mocks' payment kinds are each a complete record over these ids, so a method added here and
 * missing from one of them does not compile. This module is plain data (no zod), so a page can read
 * it without loading the schemas.
 */

export const PAYMENT_METHOD_IDS = ['CREDIT_CARD', 'GIFT_CARD', 'KLARNA', 'PAYPAL', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  /** The method's name where the shopper chooses how to pay, and on the order summary. */
  label: MessageKey;
  /**
   * `rest`: it pays whatever the other instruments leave, and a basket has at most one such method
   * (a new one takes the last one's place). `fixed`: it pays an amount set when it is added (a
   * balance, a voucher, a credit), never more than is left to pay.
   */
  pays: 'rest' | 'fixed';
  /** The card is typed in the provider's hosted fields, framed on the page (or a saved card is chosen). */
  cardFrame: boolean;
  /**
   * What the shopper gives to add it: a card number and PIN, a code, the voucher's points, a token
   * from the provider's own approval page (Klarna, PayPal), or nothing beyond choosing it.
   */
  entry: 'card-and-pin' | 'code' | 'points' | 'approval' | 'none';
}

type Descriptor = Pick<PaymentMethod, 'pays' | 'cardFrame' | 'entry'>;

const METHODS = {
  CREDIT_CARD: { pays: 'rest', cardFrame: true, entry: 'none' },
  GIFT_CARD: { pays: 'fixed', cardFrame: false, entry: 'card-and-pin' },
  KLARNA: { pays: 'rest', cardFrame: false, entry: 'approval' },
  PAYPAL: { pays: 'rest', cardFrame: false, entry: 'approval' },
  LOYALTY_POINTS: { pays: 'fixed', cardFrame: false, entry: 'points' },
  // A reward code is typed (a guest may type one) or chosen among the account's saved ones.
  REWARD_CODE: { pays: 'fixed', cardFrame: false, entry: 'code' },
  // A reward card, an athlete's credit: the account's own, chosen rather than typed.
  REWARD_CARD: { pays: 'fixed', cardFrame: false, entry: 'none' },
  ATHLETES_PAYMENT: { pays: 'fixed', cardFrame: false, entry: 'none' },
} as const satisfies Record<PaymentMethodId, Descriptor>;

/** Every method's descriptor, in the order the basket offers them; each is named by its `checkout.payment.method.<id>` message. */
export const PAYMENT_METHODS = Object.fromEntries(PAYMENT_METHOD_IDS.map((id) => [id, { id, label: `checkout.payment.method.${id}`, ...METHODS[id] }])) as {
  readonly [K in PaymentMethodId]: PaymentMethod & { id: K; label: `checkout.payment.method.${K}` };
};

/** The methods that pay whatever the others leave: a card, Klarna, PayPal. */
export const REMAINDER_METHOD_IDS: readonly PaymentMethodId[] = PAYMENT_METHOD_IDS.filter((id) => METHODS[id].pays === 'rest');
export const paysTheRest = (methodId: PaymentMethodId): boolean => METHODS[methodId].pays === 'rest';

/**
 * A part of a payment method that one runtime keeps for every method: a record over all the ids,
 * so leaving one out is a compile error. `null` says in words that a method has no such part.
 */
export type PerPaymentMethod<T> = { readonly [K in PaymentMethodId]: T };
