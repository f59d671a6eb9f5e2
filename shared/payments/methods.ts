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

/** Every method's descriptor, in the order the basket offers them; each is named by its `checkout.payment.method.<id>` message (in `shared/i18n/messages/payments.ts`, with its panel's other words). */
export const PAYMENT_METHODS = Object.fromEntries(PAYMENT_METHOD_IDS.map((id) => [id, { id, label: `checkout.payment.method.${id}`, ...METHODS[id] }])) as {
  readonly [K in PaymentMethodId]: PaymentMethod & { id: K; label: `checkout.payment.method.${K}` };
};

/** The methods that pay whatever the others leave: a card, Klarna, PayPal. */
export const REMAINDER_METHOD_IDS: readonly PaymentMethodId[] = PAYMENT_METHOD_IDS.filter((id) => METHODS[id].pays === 'rest');
export const paysTheRest = (methodId: PaymentMethodId): boolean => METHODS[methodId].pays === 'rest';

/** The methods the shopper approves on the provider's own page (Klarna, PayPal). */
export type ApprovalMethodId = { [K in PaymentMethodId]: (typeof METHODS)[K]['entry'] extends 'approval' ? K : never }[PaymentMethodId];

/**
 * A value an instrument body carries, named by what it is; each has its schema beside the
 * checkout's schemas (`shared/payments/schemas/payment-fields.ts`). A trailing `?` lets the body leave it
 * out; a nested set of fields is an object of its own.
 */
export type BodyFieldKind = 'providerToken' | 'flag' | 'paymentInstrumentId' | 'giftCardNumberInput' | 'giftCardPinInput' | 'giftCardRequest' | 'klarnaToken' | 'payPalToken' | 'loyaltyPoints' | 'rewardCode';
export type BodyFields = { readonly [field: string]: BodyFieldKind | `${BodyFieldKind}?` | BodyFields };

/**
 * What adding an instrument of a method sends, one set of fields per way of adding it (a card just
 * typed or one saved): `page` from the checkout page to the worker (beside `paymentMethodId`),
 * `backend` from the worker to the commerce backend (beside `payment_method_id`). The schemas of
 * both requests are built from this, one member per set; none carries an amount, since what an
 * instrument pays is the backend's to decide. Kept apart from the descriptors so a page that only
 * names the methods does not carry it.
 */
export const PAYMENT_BODIES = {
  // A card just typed (the provider's single-use token; `save` keeps it in a registered shopper's account) or one the signed-in shopper saved.
  CREDIT_CARD: {
    page: [{ token: 'providerToken', saveCard: 'flag?' }, { paymentInstrumentId: 'paymentInstrumentId' }],
    backend: [{ card: { token: 'providerToken', save: 'flag?' } }, { paymentInstrumentId: 'paymentInstrumentId' }],
  },
  // By its number and PIN, as typed.
  GIFT_CARD: { page: [{ giftCardNumber: 'giftCardNumberInput', pin: 'giftCardPinInput' }], backend: [{ giftCard: 'giftCardRequest' }] },
  // The token Klarna's authorisation frame posted to the page.
  KLARNA: { page: [{ authorizationToken: 'klarnaToken' }], backend: [{ klarna: { authorizationToken: 'klarnaToken' } }] },
  // The token PayPal's approval page returned to the shop with.
  PAYPAL: { page: [{ token: 'payPalToken' }], backend: [{ paypal: { token: 'payPalToken' } }] },
  // A voucher, by the points it costs: it takes the place of the voucher the basket had.
  LOYALTY_POINTS: { page: [{ points: 'loyaltyPoints' }], backend: [{ points: 'loyaltyPoints' }] },
  // A code as typed (a guest may type one), or one saved in the signed-in shopper's account.
  REWARD_CODE: { page: [{ rewardCode: 'rewardCode' }, { paymentInstrumentId: 'paymentInstrumentId' }], backend: [{ rewardCode: 'rewardCode' }, { paymentInstrumentId: 'paymentInstrumentId' }] },
  REWARD_CARD: { page: [{ paymentInstrumentId: 'paymentInstrumentId' }], backend: [{ paymentInstrumentId: 'paymentInstrumentId' }] },
  // Nothing beyond choosing it: the credit pays what it can of the basket.
  ATHLETES_PAYMENT: { page: [{}], backend: [{}] },
} as const satisfies PerPaymentMethod<{ page: readonly BodyFields[]; backend: readonly BodyFields[] }>;

/**
 * A part of a payment method that one runtime keeps for every method: a record over all the ids,
 * so leaving one out is a compile error. `null` says in words that a method has no such part.
 */
export type PerPaymentMethod<T> = { readonly [K in PaymentMethodId]: T };
