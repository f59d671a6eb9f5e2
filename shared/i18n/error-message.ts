import type { MessageKey, Translate } from './translator';

/** The errors the shop words itself, in the page's language, by the error catalogue's errorId. */
const LOCAL_ERROR_MESSAGES: Readonly<Record<string, MessageKey>> = {
  GEN500: 'apiError.GEN500',
  INV700: 'apiError.INV700',
  INV408: 'apiError.INV408',
  ORD404: 'apiError.ORD404',
  AUT453: 'apiError.AUT453',
};

/**
 * What a shopper reads for a failed call: the local message for its errorId when there is one,
 * else the server's own message (the error catalogue's first errorDetails entry).
 */
export function errorMessage(t: Translate, error: { errorId: string; message: string }): string {
  const key = LOCAL_ERROR_MESSAGES[error.errorId];
  return key ? t(key as 'apiError.GEN500') : error.message;
}
