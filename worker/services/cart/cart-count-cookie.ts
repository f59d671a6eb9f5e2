import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { CART_COOKIE } from '../../middleware/html-cache/key';
import { signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '../decisions';
import type { SessionCookies } from '../inputs';

/*
 * The header's cart count, known to the worker on every request without a basket call: each cart
 * route that learns the basket writes its line count into `rl_cart` (HttpOnly; the browser reads
 * it from the page, never the cookie). A forged count only misleads its own browser's header
 * until the next cart answer; no basket is reachable through it.
 */

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
export async function rememberCartCount(c: Context<AppEnv>, count: number): Promise<void> {
  const clamped = Math.max(0, Math.min(Math.trunc(count), COUNT_MAX));
  if (clamped === 0) {
    if (getCookie(c, CART_COOKIE) !== undefined) deleteCookie(c, CART_COOKIE, { path: '/', secure: true });
  } else if (readCartCount({ get: (name) => getCookie(c, name) }) !== clamped) {
    setCookie(c, CART_COOKIE, String(clamped), { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: COUNT_MAX_AGE_S });
  }
  const ctx = c.get('requestContext');
  const empty = clamped === 0;
  if (ctx.visitor.cartEmpty === empty) return;
  ctx.visitor = { ...ctx.visitor, cartEmpty: empty };
  setCookie(c, VISITOR_COOKIE, await signVisitorSummary(c.env.VISITOR_SECRET, { ...ctx.visitor, customerId: ctx.customerId }), {
    path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
  });
}
