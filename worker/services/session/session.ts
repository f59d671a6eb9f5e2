import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';

/** The shopper's session cookie; its value reaches upstreams as x-usid (spec §7) and never page JavaScript. */
export const SESSION_COOKIE = 'rl_usid';
/** A guest's favourites and votes hang off the session, so it outlives a browser restart. */
const SESSION_MAX_AGE_S = 90 * 24 * 60 * 60;

/**
 * The session id for a call that writes shopper data (a vote, a favourite):
 * the existing one, or a fresh one set as an HttpOnly cookie on this response.
 * Reads never mint one, so browsing stays cookie-free and cacheable.
 */
export function ensureSession(c: Context<AppEnv>): string {
  const ctx = c.get('requestContext');
  if (ctx.sessionId) return ctx.sessionId;
  const id = crypto.randomUUID().replaceAll('-', '');
  setCookie(c, SESSION_COOKIE, id, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: SESSION_MAX_AGE_S });
  ctx.sessionId = id;
  return id;
}
