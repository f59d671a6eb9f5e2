import { reissueVisitorSummary } from './reissue-visitor';
import type { ServiceInputs, SessionCookies } from '../services/inputs';

/*
 * The header's cart count, known to the worker on every request without a basket call: each cart
 * route that learns the basket writes its line count into `rl_cart` (HttpOnly; the browser reads
 * it from the page, never the cookie). A forged count only misleads its own browser's header
 * until the next cart answer; no basket is reachable through it.
 */

/** The cart marker a cart-bearing browser carries until the visitor summary says so itself (the HTML cache reads it too). */
export const CART_COOKIE = 'rl_cart';

const COUNT_MAX = 9999;
const COUNT_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The count the shopper's last cart answer gave; 0 without one or for anything malformed. */
export function readCartCount(cookies: Pick<SessionCookies, 'get'>): number {
  const value = cookies.get(CART_COOKIE);
  if (!value || !/^\d{1,4}$/.test(value)) return 0;
  return Math.min(Number(value), COUNT_MAX);
}

/**
 * Remembers the basket's count for the header, and when the cart went from empty to not (or back)
 * re-issues the visitor summary, since the cart-empty condition chooses content and the cache key.
 */
export async function rememberCartCount(inputs: ServiceInputs, count: number): Promise<void> {
  const { ctx, session } = inputs;
  const clamped = Math.max(0, Math.min(Math.trunc(count), COUNT_MAX));
  if (clamped === 0) {
    // Deleted as the browser knows it: an empty value that has already expired.
    if (session.get(CART_COOKIE) !== undefined) session.set(CART_COOKIE, '', { path: '/', secure: true, maxAge: 0 });
  } else if (readCartCount(session) !== clamped) {
    session.set(CART_COOKIE, String(clamped), { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: COUNT_MAX_AGE_S });
  }
  const empty = clamped === 0;
  if (ctx.visitor.cartEmpty === empty) return;
  ctx.visitor = { ...ctx.visitor, cartEmpty: empty };
  await reissueVisitorSummary(inputs);
}
