import type { MessageKey } from '../i18n/translator';

/**
 * Where a shopper reads an error: beside the form field or input that caused it, beside the cart
 * or order line it is about, at the top of the page (a banner or notice), in a toast that stays
 * until closed, or nowhere (the shop acts on it, or only an API client reads it).
 */
export type ErrorShows = 'field' | 'line' | 'top' | 'toast' | 'none';

/**
 * One error id's meaning. `status` is the HTTP status it is answered with; where the same id is
 * answered at more than one status today, all are listed and `why` says where each comes from, so
 * the divergence is written down rather than hidden (the behaviour is kept). Status 0 is the
 * browser's own: no answer came, or the browser refused before asking. `message` names the
 * interface string when it is not `apiError.<id>`.
 */
export interface ErrorEntry {
  readonly status: number | readonly number[];
  readonly shows: ErrorShows;
  readonly message?: MessageKey;
  readonly why?: string;
}

/**
 * Every error id the shop builds, relays by name or words: the error catalogue's codes, the cart's
 * and the checkout's named ids, sign-up's and the account's. The worker's and the mocks' error
 * builders take only these ids (a literal id that is not here does not compile): an id listed at
 * one status is answered at it without the call site naming it, an id listed at several at the one
 * the call site names. The browser's lists of ids are checked against it too.
 *
 * The backend's ids that neither the worker nor the mocks build (the shop only passes them on)
 * carry the status the backend answers them with by their kind: 400 for a refused request, 401 or
 * 403 for who is asking, 404 for something missing, 409 for a conflict with what is stored.
 */
export const ERRORS = {
  // General
  GEN500: { status: [0, 500, 502, 503, 504], shows: 'top', why: '500 the shop failed, 502 and 504 a backend failed or timed out, 503 a deferred page part never came, 0 no answer reached the browser' },
  API400: { status: [400, 401, 413], shows: 'top', why: '413 a body over its size limit; 401 the mocks refuse a client id they do not know' },
  API403: { status: 403, shows: 'top' },
  API404: { status: 404, shows: 'none' },
  API405: { status: 405, shows: 'none' },
  API406: { status: 406, shows: 'none' },
  API415: { status: 415, shows: 'none' },
  API429: { status: 429, shows: 'top' },
  AUT498: { status: [401, 403], shows: 'top', why: 'the code INVALID_CUSTOMER carries (403); the worker answers a guest session it cannot use with 401' },
  INVALID_CUSTOMER: { status: 403, shows: 'top' },
  PRC400: { status: 409, shows: 'line' },
  INVALID_PRICE: { status: 409, shows: 'line' },
  ORD430: { status: 409, shows: 'top' },
  BSK404: { status: [404, 409], shows: 'none', why: 'the code CART_NOT_FOUND carries, at its statuses' },
  CART_NOT_FOUND: { status: [404, 409], shows: 'none', why: 'the cart answers 404 for a basket that is gone; checkout answers 409, for there is nothing to check out' },
  STR404: { status: [400, 404], shows: 'top', why: 'a store search or an agent login naming a store that is not there is 404; a store employee unknown at the store (an agent login, a refused checkout body) is 400' },
  RTN500: { status: [400, 409], shows: 'top', why: 'an item not on the order is a refused request (400); an order that cannot be returned now, or more than is left, a conflict (409)' },
  ATTR100: { status: 400, shows: 'none' },
  ATTR200: { status: 400, shows: 'none' },
  ATTR300: { status: 400, shows: 'none' },
  // Order fulfilment change (flash codes of a delivery change)
  ORD516: { status: 200, shows: 'top' },
  ORD517: { status: 200, shows: 'top' },
  ORD518: { status: 200, shows: 'top' },
  // Inventory
  INV701: { status: 404, shows: 'top' },
  INV702: { status: 409, shows: 'line' },
  NO_PRICE: { status: 409, shows: 'line' },
  INV700: { status: 409, shows: 'top' },
  ITEM_OOS: { status: 409, shows: 'top' },
  INV406: { status: 409, shows: 'top' },
  ITEMS_OOS: { status: 409, shows: 'top' },
  INV405: { status: 409, shows: 'top' },
  INV407: { status: 409, shows: 'top' },
  INV409: { status: 409, shows: 'top' },
  SOME_PRODUCTS_NO_INVENTORY: { status: 409, shows: 'top' },
  INV408: { status: 409, shows: 'top' },
  ADDED_MAX_QUANTITY: { status: 409, shows: 'top' },
  ORD404: { status: 404, shows: 'line' },
  ITEM_NOT_AVAILABLE: { status: 404, shows: 'line' },
  ITEM_NO_LONGER_AVAILABLE: { status: 409, shows: 'top', message: 'checkout.error.ITEM_NO_LONGER_AVAILABLE' },
  // Gift
  GFS800: { status: 409, shows: 'top' },
  GFO404: { status: 404, shows: 'top' },
  GFO405: { status: 409, shows: 'top' },
  GWP403: { status: 403, shows: 'field' },
  GWP_PRODUCT: { status: 403, shows: 'top' },
  // Gift card
  GFC410: { status: 409, shows: 'field' },
  GFC799: { status: 502, shows: 'field' },
  GFC800: { status: 400, shows: 'field' },
  GFC700: { status: 400, shows: 'field' },
  GFC760: { status: 400, shows: 'field' },
  GFC812: { status: 400, shows: 'field' },
  GFC725: { status: [400, 409], shows: 'field', why: 'the code GC_NOT_ALLOWED carries, at its statuses' },
  GFC740: { status: [400, 409], shows: 'field', why: 'the code GC_ZERO_BALANCE carries, at its statuses' },
  GFC755: { status: 409, shows: 'field' },
  GFC400: { status: 400, shows: 'field' },
  GC_INVALID2: { status: 400, shows: 'field' },
  GC_ALREADY_APPLIED: { status: 409, shows: 'field' },
  GC_NOT_ALLOWED: { status: [400, 409], shows: 'field', why: 'a card that cannot pay for this basket is a refused request (400) at the gift card check, a conflict (409) when applied to the basket' },
  GC_ZERO_BALANCE: { status: [400, 409], shows: 'field', why: 'as GC_NOT_ALLOWED: 400 at the check, 409 when applied' },
  GIFT_CARD_NOT_FOUND: { status: 404, shows: 'field' },
  // Shipping
  SHP404: { status: [404, 409], shows: 'top', why: 'a method the basket does not offer is 404 when asked for by id, 409 when the basket no longer allows it' },
  PAY401: { status: 409, shows: 'top' },
  CANT_SHIP_THERE: { status: 409, shows: 'top' },
  CHK380: { status: 400, shows: 'field', message: 'checkout.error.CHK380' },
  CHK320: { status: 400, shows: 'field', message: 'checkout.error.CHK320' },
  SHP500: { status: 400, shows: 'field', message: 'checkout.error.SHP500' },
  SHIPPING_POBOX_UNAVAILABLE: { status: 400, shows: 'top', message: 'checkout.error.SHIPPING_POBOX_UNAVAILABLE' },
  SHP410: { status: 400, shows: 'field', message: 'checkout.error.SHP410' },
  InvalidShippingAddress: { status: [400, 409], shows: 'top', why: 'a pick-up point that is not a collection point is refused when the shipment is set (400); at place order the basket conflicts with it (409)' },
  PICKUP_CONTACT_MISSING: { status: 409, shows: 'field' },
  // Payment
  PYT402: { status: 402, shows: 'top', message: 'checkout.error.PYT402' },
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: { status: 402, shows: 'top', message: 'checkout.error.PAYMENT_FRAUD_VERIFICATION_EXCEPTION' },
  PYT404: { status: [404, 409], shows: 'top', why: 'the code PAYMENT_INSTRUMENT_NOT_FOUND carries, at its statuses' },
  PAYMENT_INSTRUMENT_NOT_FOUND: { status: [404, 409], shows: 'top', why: 'the account and the basket answer 404; placing an order with an instrument the basket lost answers 409' },
  PYT300: { status: 409, shows: 'toast' },
  PYT405: { status: 404, shows: 'top' },
  ADDRESS_NOT_FOUND: { status: 404, shows: 'top' },
  PYT406: { status: 400, shows: 'top' },
  PYT400: { status: 402, shows: 'top', message: 'checkout.error.PYT400' },
  PAY400: { status: [400, 402, 409], shows: 'top', message: 'checkout.error.PAY400', why: 'the code PAYMENT_ERROR carries (402); the checkout answers 409 when a payment kind is not available here, the mocks 400 for a payment they cannot take' },
  PAYMENT_ERROR: { status: 402, shows: 'top', message: 'checkout.error.PAYMENT_ERROR' },
  PaymentNotAuthorized: { status: 402, shows: 'top' },
  CC_EXPIRY_DATE_INVALID: { status: 402, shows: 'top', message: 'checkout.error.CC_EXPIRY_DATE_INVALID' },
  BIL400: { status: [400, 409], shows: 'field', message: 'checkout.error.BIL400', why: 'a missing billing address in the request is 400; billing to a home delivery address the basket does not have, 409' },
  BILL410: { status: 400, shows: 'field', message: 'checkout.error.BILL410' },
  // Tax and totals
  TAX309: { status: 502, shows: 'toast', message: 'checkout.error.TAX309' },
  TAX310: { status: 409, shows: 'top', message: 'checkout.summary.reviewTotal' },
  ORD415: { status: 409, shows: 'toast', message: 'checkout.error.ORD415' },
  ORDER_ALREADY_PLACED: { status: 409, shows: 'none' },
  EXPRESS_NOT_AVAILABLE: { status: [403, 409], shows: 'none', why: 'a guest may not check out express (403); a shopper without what it needs, or with the feature off, conflicts (409)' },
  // Promo
  PRM130: { status: [400, 404], shows: 'field', why: 'a coupon the backend does not know is 404 on the basket, 400 as a loyalty reward code' },
  PRM160: { status: 400, shows: 'field' },
  PRM135: { status: 400, shows: 'field' },
  PRM140: { status: 400, shows: 'field' },
  PRM150: { status: [400, 409], shows: 'field', why: 'a coupon already redeemed is 400; a loyalty reward already redeemed, 409' },
  PRM155: { status: 400, shows: 'field' },
  PRM416: { status: 409, shows: 'field' },
  PRM175: { status: 503, shows: 'field' },
  // Reward
  REW401: { status: 401, shows: 'top' },
  REW130: { status: 403, shows: 'top' },
  REW135: { status: 403, shows: 'top' },
  REW140: { status: 409, shows: 'top' },
  // The storefront's own: the site has switched the loyalty programme off (its feature flag).
  LOYALTY_UNAVAILABLE: { status: 404, shows: 'top' },
  // Profile
  PLP400: { status: 404, shows: 'top' },
  PRO412: { status: 400, shows: 'top' },
  PRO418: { status: 400, shows: 'top' },
  PRO414: { status: 409, shows: 'top' },
  PRO415: { status: 400, shows: 'top' },
  PRO404: { status: 404, shows: 'top' },
  PRO410: { status: 400, shows: 'field' },
  PRO411: { status: 400, shows: 'field' },
  PROFILE_NOT_LOADED: { status: 0, shows: 'top' },
  // The storefront's own: SMS offers go to a valid mobile number (never an email address), and
  // only once the shopper accepted their terms.
  SMS_PHONE_INVALID: { status: 400, shows: 'field', message: 'account.sms.phoneInvalid' },
  SMS_TERMS_NOT_ACCEPTED: { status: 400, shows: 'field', message: 'account.sms.termsNotAccepted' },
  CCA400: { status: 409, shows: 'top' },
  CCA401: { status: 404, shows: 'top' },
  CCN404: { status: 404, shows: 'top' },
  '4044': { status: 404, shows: 'top' },
  FE309: { status: 400, shows: 'field' },
  FE340: { status: 400, shows: 'field' },
  FE872: { status: 400, shows: 'field' },
  REV410: { status: 400, shows: 'field' },
  // Order lookup
  OHS4004: { status: 404, shows: 'top' },
  ORD409: { status: 404, shows: 'top' },
  ORD400: { status: 400, shows: 'top' },
  ORDER_NOT_CANCELLABLE: { status: 409, shows: 'top' },
  // Authentication
  AUT401: { status: 401, shows: 'top' },
  AUT418: { status: 401, shows: 'top' },
  AUT437: { status: 401, shows: 'top' },
  AUT438: { status: 401, shows: 'top' },
  AUT439: { status: 409, shows: 'field' },
  PRO400: { status: 409, shows: 'field' },
  LOGIN_IN_USE: { status: 409, shows: 'field' },
  LOGIN_IN_USE2: { status: 409, shows: 'field' },
  AUT440: { status: 400, shows: 'top' },
  AUT450: { status: 400, shows: 'field' },
  AUT451: { status: 400, shows: 'field' },
  AUT452: { status: 400, shows: 'field' },
  AUT423: { status: 403, shows: 'top' },
  AUT426: { status: 401, shows: 'top' },
  AUT441: { status: 403, shows: 'top' },
  AUT444: { status: 409, shows: 'field' },
  AUT442: { status: 409, shows: 'field' },
  PHONE_NUMBER_ALREADY_IN_USE: { status: 409, shows: 'field' },
  PHONE_NUMBER_ALREADY_IN_USE2: { status: 409, shows: 'field' },
  MISSING_BIRTHDATE: { status: 400, shows: 'field' },
  AUT409: { status: 409, shows: 'top' },
  AUT404: { status: 401, shows: 'top' },
  AUT500: { status: 500, shows: 'top' },
  AUT432: { status: [401, 403], shows: 'top', why: 'no or a spent session is 401; the mocks answer 403 to a token another client was given' },
  AUT402: { status: 400, shows: 'top' },
  AUT403: { status: 403, shows: 'top' },
  AUT453: { status: 400, shows: 'field' },
  // An add to cart sent under an idempotency key (an offline add replayed): the key already names
  // another add (422, a client's mistake), or the first request with it is still adding (409: try
  // again, nothing was added twice). Worded by the shop, for the browser reports a refused replay
  // whatever page it is on.
  IDEMPOTENCY_KEY_REUSED: { status: 422, shows: 'toast' },
  ADD_IN_PROGRESS: { status: 409, shows: 'none' },
  // A newsletter confirmation link that is unknown, used or expired: one answer for all three, so a
  // guessed link learns nothing. The confirmation page words it in the site's language.
  SUBSCRIPTION_LINK_EXPIRED: { status: 400, shows: 'top', message: 'newsletter.confirmExpired' },
  // Event registration: every refusal shows in the sign-up dialog's dismissible alert, worded by
  // the worker in the site's language (shared/events/refusals.ts), so the browser's list of worded
  // ids, which every page loads, does not carry them.
  EVENT_NOT_FOUND: { status: 404, shows: 'top', message: 'apiError.EVENT_NOT_FOUND' },
  EVENT_ALREADY_REGISTERED: { status: 409, shows: 'top', message: 'apiError.EVENT_ALREADY_REGISTERED' },
  EVENT_FULL: { status: 409, shows: 'top', message: 'apiError.EVENT_FULL' },
  EVENT_DAYS_INVALID: { status: 400, shows: 'top', message: 'apiError.EVENT_DAYS_INVALID' },
  EVENT_PLUS_ONE_INVALID: { status: 400, shows: 'top', message: 'apiError.EVENT_PLUS_ONE_INVALID' },
  EVENT_PLUS_ONE_NOT_ALLOWED: { status: 400, shows: 'top', message: 'apiError.EVENT_PLUS_ONE_NOT_ALLOWED' },
  EVENT_TERMS_REQUIRED: { status: 400, shows: 'top', message: 'apiError.EVENT_TERMS_REQUIRED' },
} as const satisfies Record<string, ErrorEntry>;

/** A catalogued error id. */
export type ErrorId = keyof typeof ERRORS;

/** The statuses an id may be answered with. */
export type StatusOf<Id extends ErrorId> = (typeof ERRORS)[Id]['status'] extends infer S ? (S extends readonly (infer N)[] ? N : S) : never;

/**
 * The ids whose message the shop words itself, in the page's language, read from `apiError.<id>`;
 * any other id shows the server's own message (or the string its entry names). A runtime list, for
 * the browser reads it: the table above stays out of the client bundle.
 */
export const WORDED_ERROR_IDS = [
  'GEN500', 'AUT453', 'AUT404', 'AUT409', 'AUT498', 'INVALID_CUSTOMER', 'BSK404', 'CART_NOT_FOUND',
  'ITEM_NOT_AVAILABLE', 'ORD430', 'ORD404', 'NO_PRICE', 'INV702', 'INVALID_PRICE', 'PRC400',
  'ITEM_OOS', 'ITEMS_OOS', 'INV700', 'INV701', 'INV406', 'INV405', 'INV407', 'INV409', 'INV408',
  'GWP_PRODUCT', 'GWP403', 'ORD516', 'ORD517', 'ORD518',
  'PRM130', 'PRM160', 'PRM135', 'PRM140', 'PRM150', 'PRM155', 'PRM416', 'PRM175',
  'GFS800', 'GFO404', 'GFO405', 'SHP404', 'STR404',
  'OHS4004', 'ORD409', 'ORD400', 'RTN500', 'ORDER_NOT_CANCELLABLE', 'GIFT_CARD_NOT_FOUND',
  'AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT426', 'AUT423', 'AUT441', 'AUT403', 'AUT500', 'AUT432',
  // Sign-in, sign-up, passwords and the account: one wording wherever the shopper meets the code.
  'AUT439', 'PRO400', 'AUT440', 'AUT450', 'AUT451', 'AUT452', 'AUT444', 'AUT442', 'AUT402',
  'PLP400', 'PRO412', 'PRO418', 'PRO414', 'PRO415', 'PRO404', 'CCA400', 'CCA401', 'CCN404', '4044', 'PROFILE_NOT_LOADED',
  'FE872', 'FE340', 'FE309', 'PRO410', 'PRO411',
  'LOGIN_IN_USE', 'LOGIN_IN_USE2', 'PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2', 'MISSING_BIRTHDATE',
  'API429',
  // Gift cards at checkout: the cart's ids and the processor's codes.
  'GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE', 'GFC410', 'GFC799', 'GFC800', 'GFC700', 'GFC760', 'GFC812', 'GFC725', 'GFC740', 'GFC755', 'GFC400',
  // Loyalty rewards at checkout.
  'REW401', 'REW130', 'REW135', 'REW140',
  // The loyalty programme where a site has switched it off.
  'LOYALTY_UNAVAILABLE',
  // An offline add replayed under a key that already named another add.
  'IDEMPOTENCY_KEY_REUSED', 'ADD_IN_PROGRESS',
] as const satisfies readonly ErrorId[];

/** An id the shop words itself. */
export type WordedErrorId = (typeof WORDED_ERROR_IDS)[number];

/** The interface string an id is read from, if the shop words it: its entry's, else `apiError.<id>` for a worded id. */
export type MessageKeyOf<Id extends ErrorId> = (typeof ERRORS)[Id] extends { message: infer K } ? K : Id extends WordedErrorId ? `apiError.${Id}` : never;

// Every worded id and every named message is an interface string in the catalogues: the message
// catalogues are typed to English's keys, so a missing key fails the type check here.
type Unworded = Exclude<{ [Id in ErrorId]: MessageKeyOf<Id> }[ErrorId], MessageKey>;
export const EVERY_MESSAGE_KEY_EXISTS: [Unworded] extends [never] ? true : Unworded = true;

/** The ids shown at one place. */
export type ErrorIdShownAt<Where extends ErrorShows> = { [Id in ErrorId]: (typeof ERRORS)[Id]['shows'] extends Where ? Id : never }[ErrorId];

/**
 * The id a builder takes: a catalogued id, or a `string` passed on from an upstream answer (the
 * backend's own id, relayed as it came). A literal id that is not catalogued is `never`, so it does
 * not compile.
 */
export type BuiltErrorId<Id extends string> = string extends Id ? Id : Id extends ErrorId ? Id : never;

/** The statuses of an id as a list, for code that reads the catalogue at run time (the worker and the mocks). */
export function errorStatuses(id: ErrorId): readonly number[] {
  const status: number | readonly number[] = ERRORS[id].status;
  return typeof status === 'number' ? [status] : status;
}
