import type { MessageKey, Translate } from './translator';

/** The errors the shop words itself, in the page's language, by the error catalogue's errorId. */
const LOCAL_ERROR_IDS = [
  'GEN500', 'AUT453', 'AUT404', 'AUT409', 'AUT498', 'INVALID_CUSTOMER', 'BSK404', 'CART_NOT_FOUND',
  'ITEM_NOT_AVAILABLE', 'ORD430', 'ORD404', 'NO_PRICE', 'INV702', 'INVALID_PRICE', 'PRC400',
  'ITEM_OOS', 'ITEMS_OOS', 'INV700', 'INV701', 'INV406', 'INV405', 'INV407', 'INV409', 'INV408',
  'GWP_PRODUCT', 'GWP403', 'ORD516', 'ORD517', 'ORD518',
  'PRM130', 'PRM160', 'PRM135', 'PRM140', 'PRM150', 'PRM155', 'PRM416', 'PRM175',
  'GFS800', 'GFO404', 'GFO405', 'SHP404', 'STR404',
  'AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT426', 'AUT423', 'AUT441', 'AUT403', 'AUT500', 'AUT432',
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
}

/**
 * What a shopper reads for a failed call: the local message for its errorId when there is one,
 * else the server's own message (the error catalogue's first errorDetails entry). Going over an
 * item's limit names the limit when the answer gives it, and falls back to the generic words.
 */
export function errorMessage(t: Translate, error: ShownError): string {
  if (error.errorId === 'ADDED_MAX_QUANTITY' || error.errorId === 'INV408') {
    return error.maxAllowedQty !== undefined ? t('apiError.ADDED_MAX_QUANTITY', { max: error.maxAllowedQty }) : t('apiError.INV408');
  }
  return LOCAL.has(error.errorId) ? t(keyOf(error.errorId as LocalErrorId) as 'apiError.GEN500') : error.message;
}
