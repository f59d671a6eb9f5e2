import type { ShopperSession } from './session';

/*
 * How long a registered session lives without a new sign-in. A shop session guards a basket,
 * saved addresses and cards that pay only with their security code, and orders; changing the
 * email or password, and ending sessions, always ask for the password again whatever the age of
 * the session, so the timeouts below are set for a shopper who returns within the week:
 *   - idle: 7 days without a request ends it (a shared computer left signed in is not open for long);
 *   - absolute: 30 days after the sign-in it ends however active it was.
 * A guest session has no account to protect and lives as long as its refresh token.
 */
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale the last-seen time may grow before the cookie is sealed again with a fresh one: one Set-Cookie an hour, not one a request. */
export const SEEN_RESEAL_MS = 60 * 60 * 1000;

/** Whether a registered session has outlived either timeout (or was sealed before they existed); a guest's never has. */
export function hasLapsed(session: ShopperSession, now: number): boolean {
  if (session.type !== 'Registered') return false;
  if (session.sid === null || session.signedInAt === null || session.seenAt === null) return true;
  return now - session.seenAt > IDLE_TIMEOUT_MS || now - session.signedInAt > ABSOLUTE_TIMEOUT_MS;
}

/** When a registered session ends at the latest, whatever happens: what a revocation must outlive. */
export function latestEnd(session: ShopperSession): number {
  return Math.min(session.refreshExpiresAt, (session.signedInAt ?? 0) + ABSOLUTE_TIMEOUT_MS);
}

/** Whether the last-seen time is old enough to be sealed again. */
export function needsReseal(session: ShopperSession, now: number): boolean {
  return session.type === 'Registered' && session.seenAt !== null && now - session.seenAt > SEEN_RESEAL_MS;
}
