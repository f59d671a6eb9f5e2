import type { MessageKey, Translate } from './translator';
import { WORDED_ERROR_IDS, type ErrorId, type WordedErrorId } from '../errors/catalogue';

/** The errors the shop words itself, in the page's language, by the error catalogue's errorId. */
const LOCAL = new Set<string>(WORDED_ERROR_IDS);

// Every worded id has its message in every catalogue: a missing key fails the type check here.
const keyOf = (errorId: WordedErrorId): MessageKey => `apiError.${errorId}`;

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
  if (error.errorId === ('ADDED_MAX_QUANTITY' satisfies ErrorId) || error.errorId === ('INV408' satisfies ErrorId)) {
    return error.maxAllowedQty !== undefined ? t('apiError.ADDED_MAX_QUANTITY', { max: error.maxAllowedQty }) : t('apiError.INV408');
  }
  const wait = error.retryAfterSeconds;
  if (error.errorId === ('API429' satisfies ErrorId) && wait !== undefined && wait > 0) {
    return wait >= 60 ? t('apiError.API429.minutes', { minutes: Math.ceil(wait / 60) }) : t('apiError.API429.seconds', { seconds: wait });
  }
  return LOCAL.has(error.errorId) ? t(keyOf(error.errorId as WordedErrorId) as 'apiError.GEN500') : error.message;
}
