import type { MessageKey, Translate } from './translator';

/** The errors the shop words itself, in the page's language, by the error catalogue's errorId. */
const LOCAL_ERROR_IDS = [
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
] as const;
type LocalErrorId = (typeof LOCAL_ERROR_IDS)[number];
const LOCAL = new Set<string>(LOCAL_ERROR_IDS);

// Every local id has its message in every catalogue: a missing key fails the type check here.
const keyOf = (errorId: LocalErrorId): MessageKey => `apiError.${errorId}`;

export interface ShownError {
  errorId: string;
  message: string;
  /** How many of the item the cart allows, when an add went over it. */
  maxAllowedQty?: number;
  /** How long to wait before trying again, when a limit refused the call (its Retry-After). */
  retryAfterSeconds?: number | undefined;
}

/**
 * What a shopper reads for a failed call: the local message for its errorId when there is one,
 * else the server's own message (the error catalogue's first errorDetails entry). Going over an
 * item's limit names the limit when the answer gives it, and falls back to the generic words; so
 * does a refusal for too many attempts with the wait, in minutes once it is a minute or more.
 */
export function errorMessage(t: Translate, error: ShownError): string {
  if (error.errorId === 'ADDED_MAX_QUANTITY' || error.errorId === 'INV408') {
    return error.maxAllowedQty !== undefined ? t('apiError.ADDED_MAX_QUANTITY', { max: error.maxAllowedQty }) : t('apiError.INV408');
  }
  const wait = error.retryAfterSeconds;
  if (error.errorId === 'API429' && wait !== undefined && wait > 0) {
    return wait >= 60 ? t('apiError.API429.minutes', { minutes: Math.ceil(wait / 60) }) : t('apiError.API429.seconds', { seconds: wait });
  }
  return LOCAL.has(error.errorId) ? t(keyOf(error.errorId as LocalErrorId) as 'apiError.GEN500') : error.message;
}
