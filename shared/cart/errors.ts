import type { ErrorId, ErrorIdShownAt } from '../errors';

/** Where a failed cart call's message shows. */
export type ErrorPlacement = 'item' | 'input' | 'top';

// Errors about one line stay beside that line; gift card and coupon errors beside the field
// that caused them; everything else (payment, shipping, the cart as a whole) at the top.
// Each id listed is catalogued as shown there.
const ITEM_LEVEL = new Set<string>(['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE'] satisfies ErrorIdShownAt<'line'>[]);
const AT_INPUT = new Set<string>(['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE'] satisfies ErrorIdShownAt<'field'>[]);

/** Where an error shows: item level, at its input, or at the top of the page. */
export function errorPlacement(errorId: string): ErrorPlacement {
  if (ITEM_LEVEL.has(errorId)) return 'item';
  if (AT_INPUT.has(errorId) || /^PRM\d+$/.test(errorId) || errorId === ('GWP403' satisfies ErrorId)) return 'input';
  return 'top';
}

/** The basket is gone (expired, or never existed): recreate it with its items and retry. */
export function isCartNotFound(errorId: string): boolean {
  return errorId === ('CART_NOT_FOUND' satisfies ErrorId) || errorId === ('BSK404' satisfies ErrorId);
}

/** The basket is someone else's: forget it, say so, start again and reload. */
export function isInvalidCustomer(errorId: string): boolean {
  return errorId === ('INVALID_CUSTOMER' satisfies ErrorId) || errorId === ('AUT498' satisfies ErrorId);
}

/**
 * The basket could not be reached at all (no answer, or the shop's side failing), as opposed to
 * a refusal of what was asked: the shopper's cart is still there, so nothing is emptied or
 * forgotten and they are asked to try again.
 */
export function isCartUnreachable(status: number): boolean {
  return status === 0 || status >= 500;
}

/** A basket the page could not read for any reason but its being gone or someone else's: it cannot be shown now. */
export function cannotShowCart(errorId: string): boolean {
  return !isCartNotFound(errorId) && !isInvalidCustomer(errorId);
}

/** After an invalid-customer error the page reloads this long after the message shows. */
export const INVALID_CUSTOMER_RELOAD_MS = 4000;
