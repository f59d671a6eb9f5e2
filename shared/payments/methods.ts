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
  /** The method's name where the shopper chooses how to pay. */
  label: MessageKey;
  /**
   * `rest`: it pays whatever the other instruments leave, and a basket has at most one such method
   * (a new one takes the last one's place). `fixed`: it pays an amount set when it is added (a
   * balance, a voucher, a credit), never more than is left to pay.
   */
  pays: 'rest' | 'fixed';
  /** The card is typed in the provider's hosted fields, framed on the page (and a saved card may be chosen instead). */
  cardFrame: boolean;
  /** The shopper approves on the provider's own page or frame, which hands the shop a token. */
  providerApproval: boolean;
  /** What the shopper types or picks to add it: a card number and PIN, a code, the voucher's points, or nothing. */
  entry: 'card-and-pin' | 'code' | 'points' | 'none';
  /** Only a signed-in shopper may use it (a saved reward, the account's points or credit). */
  signedInOnly: boolean;
  /** It takes a reward off the total, which the totals list beside the instrument. */
  reward: boolean;
}

type Descriptor = Omit<PaymentMethod, 'id'>;

const METHODS = {
  CREDIT_CARD: { label: 'checkout.payment.method.CREDIT_CARD', pays: 'rest', cardFrame: true, providerApproval: false, entry: 'none', signedInOnly: false, reward: false },
  GIFT_CARD: { label: 'checkout.payment.method.GIFT_CARD', pays: 'fixed', cardFrame: false, providerApproval: false, entry: 'card-and-pin', signedInOnly: false, reward: false },
  KLARNA: { label: 'checkout.payment.method.KLARNA', pays: 'rest', cardFrame: false, providerApproval: true, entry: 'none', signedInOnly: false, reward: false },
  PAYPAL: { label: 'checkout.payment.method.PAYPAL', pays: 'rest', cardFrame: false, providerApproval: true, entry: 'none', signedInOnly: false, reward: false },
  LOYALTY_POINTS: { label: 'checkout.payment.method.LOYALTY_POINTS', pays: 'fixed', cardFrame: false, providerApproval: false, entry: 'points', signedInOnly: true, reward: true },
  // A guest may type a reward code; a saved one is for the signed-in shopper whose account holds it.
  REWARD_CODE: { label: 'checkout.payment.method.REWARD_CODE', pays: 'fixed', cardFrame: false, providerApproval: false, entry: 'code', signedInOnly: false, reward: true },
  REWARD_CARD: { label: 'checkout.payment.method.REWARD_CARD', pays: 'fixed', cardFrame: false, providerApproval: false, entry: 'none', signedInOnly: true, reward: true },
  ATHLETES_PAYMENT: { label: 'checkout.payment.method.ATHLETES_PAYMENT', pays: 'fixed', cardFrame: false, providerApproval: false, entry: 'none', signedInOnly: true, reward: true },
} as const satisfies Record<PaymentMethodId, Descriptor>;

/** Every method's descriptor, in the order the basket offers them. */
export const PAYMENT_METHODS: { readonly [K in PaymentMethodId]: PaymentMethod & { id: K } } = Object.fromEntries(
  PAYMENT_METHOD_IDS.map((id) => [id, { id, ...METHODS[id] }]),
) as { readonly [K in PaymentMethodId]: PaymentMethod & { id: K } };

/** The methods that pay whatever the others leave: a card, Klarna, PayPal. */
export const REMAINDER_METHOD_IDS: readonly PaymentMethodId[] = PAYMENT_METHOD_IDS.filter((id) => METHODS[id].pays === 'rest');
export const paysTheRest = (methodId: PaymentMethodId): boolean => METHODS[methodId].pays === 'rest';

/**
 * A part of a payment method that one runtime keeps for every method: a record over all the ids,
 * so leaving one out is a compile error. `null` says in words that a method has no such part.
 */
export type PerPaymentMethod<T> = { readonly [K in PaymentMethodId]: T };
