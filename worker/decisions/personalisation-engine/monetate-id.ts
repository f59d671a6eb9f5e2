import type { SessionCookies } from '../../services/inputs';

/**
 * The engine's first-party visitor id (monetateId), in the engine's own `2.<random>.<ms>`
 * form. It is a tracking identifier, so it is only read or set with targeting consent (C0004).
 */
export const MONETATE_ID_COOKIE = 'mt.v';
export const MONETATE_ID_MAX_AGE_S = 365 * 24 * 60 * 60;
const MONETATE_ID = /^2\.\d{1,10}\.\d{13}$/;

export function parseMonetateId(value: string | undefined): string | null {
  return value && MONETATE_ID.test(value) ? value : null;
}

export function newMonetateId(now = Date.now()): string {
  return `2.${crypto.getRandomValues(new Uint32Array(1))[0]}.${now}`;
}

/** Issues the id on this response: HttpOnly, since only the worker talks to the engine. */
export function setMonetateIdCookie(session: SessionCookies, monetateId: string): void {
  session.set(MONETATE_ID_COOKIE, monetateId, { path: '/', maxAge: MONETATE_ID_MAX_AGE_S, httpOnly: true, secure: true, sameSite: 'Lax' });
}

/** The visitor's engine id: their cookie's, or one this response already issued; null when neither. */
export function knownMonetateId(session: SessionCookies): string | null {
  return parseMonetateId(session.get(MONETATE_ID_COOKIE)) ?? session.issued(MONETATE_ID_COOKIE) ?? null;
}

/** The visitor's engine id, minted and issued on this response when they have none yet (once per response). */
export function ensureMonetateId(session: SessionCookies): string {
  const known = knownMonetateId(session);
  if (known) return known;
  const minted = newMonetateId();
  setMonetateIdCookie(session, minted);
  return minted;
}
