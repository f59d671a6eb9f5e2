import * as z from 'zod';
import type { Auth } from '../../shared/account/schemas/auth';
import { TokenTypeSchema } from '../../shared/account/schemas/auth';
import type { SessionSummary } from '../../shared/account/schemas/session';
import { BuyInStoreSchema } from '../../shared/in-store/schemas';
import { seal, unseal } from './seal';

/** The one session cookie: every token and guest object of the shopper, sealed. */
export const SESSION_COOKIE = 'rl_session';
/** The guest session id of before the tokens; read once to fold it into a session, then deleted. */
export const LEGACY_SESSION_COOKIE = 'rl_usid';

export const SessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const GuestObjectIdSchema = z.string().min(1).max(64).nullable();

/**
 * What the worker holds for a shopper. The tokens never leave the worker; the session id goes
 * upstream as x-usid; the guest objects are what a later sign-in hands over to merge.
 */
export const ShopperSessionSchema = z.object({
  usid: SessionIdSchema,
  accessToken: z.string().min(1).max(512),
  refreshToken: z.string().min(1).max(512),
  /** Epoch milliseconds. */
  accessExpiresAt: z.number().int(),
  refreshExpiresAt: z.number().int(),
  type: TokenTypeSchema,
  consumerNo: z.string().min(1).max(64),
  firstName: z.string().max(100).nullable(),
  /** A registered shopper's kind of account (EMPLOYEE) and whether they accepted the employee discount terms; null for a guest. Defaults keep sessions sealed before these existed. */
  consumerType: z.string().max(40).nullable().default(null),
  employeeTermsAccepted: z.boolean().nullable().default(null),
  /** A registered shopper's loyalty member id and profile identities (ATHLETE, IPA, WRANX): what content choice knows them by. */
  memberId: z.string().max(64).nullable().default(null),
  identities: z.array(z.string().max(40)).max(10).default([]),
  basketId: GuestObjectIdSchema,
  /**
   * The site (siteId) the basket was made on: a basket is priced, and checked out, only on its own
   * site. Null without a basket, and in sessions sealed before baskets had a site, until a call
   * finds the basket on its site (the backend answers a basket only on its own).
   */
  basketSiteId: z.string().min(1).max(16).nullable().default(null),
  favoriteId: GuestObjectIdSchema,
  saveForLaterId: GuestObjectIdSchema,
  /**
   * A registered session's own id (a sign-in's, kept through refreshes), when it was signed in and
   * last used, and the account's session epoch it was sealed under: what sign-out, sign out
   * everywhere and the idle and absolute timeouts read. Null for a guest.
   */
  sid: z.string().regex(/^[0-9a-f]{32}$/).nullable().default(null),
  signedInAt: z.number().int().nullable().default(null),
  seenAt: z.number().int().nullable().default(null),
  epoch: z.number().int().nonnegative().default(0),
  /**
   * The buy-in-store session of an associate's agent login (the store and who sells there); null
   * otherwise. Kept through refreshes and sign-ins until the session is cleared or signed out, so
   * every order placed meanwhile is the associate's sale.
   */
  buyInStore: BuyInStoreSchema.nullable().default(null),
  /** The shopper's last orders placed here (newest first), so the confirmation page shows only their own. */
  orders: z
    .array(
      z.object({
        orderNumber: z.string().regex(/^RL\d{8}$/),
        st: z.string().max(64).nullable(),
        /** The basket the order was made from, so a second tab still checking it out is told it was placed. */
        basketId: z.string().regex(/^[a-f0-9]{32}$/).optional(),
      }),
    )
    .max(5)
    .default([]),
});
/** How many placed orders a session remembers for their confirmation pages. */
export const SESSION_ORDERS_KEPT = 5;
export type ShopperSession = z.infer<typeof ShopperSessionSchema>;
export type GuestObjects = Pick<ShopperSession, 'basketId' | 'favoriteId' | 'saveForLaterId'>;

/** A session id for upstreams' x-usid: 32 random hex digits. */
export function newSessionId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The session a token answer gives. Objects the answer does not name are kept from before, so a
 * refresh (which may not repeat them) loses no basket or list. The basket an answer names is the
 * shopper's on the site the token call was made for (`siteId`).
 */
export function sessionFromAuth(auth: Auth, usid: string, previous: ShopperSession | null, siteId: string, now = Date.now()): ShopperSession {
  // Only the same consumer's session lends its name and objects.
  const same = previous?.consumerNo === auth.consumerNo ? previous : null;
  return {
    usid,
    accessToken: auth.accessToken,
    refreshToken: auth.refreshToken,
    accessExpiresAt: now + auth.expiresIn * 1000,
    refreshExpiresAt: now + auth.refreshExpiresIn * 1000,
    type: auth.type,
    consumerNo: auth.consumerNo,
    // A token answer may name the shopper (a sign-in's does); a refresh that does not keeps the name known.
    firstName: auth.firstName ?? same?.firstName ?? null,
    consumerType: auth.type === 'Registered' ? auth.consumerType : null,
    employeeTermsAccepted: auth.type === 'Registered' ? auth.isEmployeeDiscountTCAccepted : null,
    memberId: auth.type === 'Registered' ? auth.memberId : null,
    identities: auth.type === 'Registered' ? (auth.identities ?? same?.identities ?? []) : [],
    basketId: auth.basketId ?? same?.basketId ?? null,
    basketSiteId: auth.basketId ? siteId : (same?.basketSiteId ?? null),
    favoriteId: auth.favorites.favoriteId ?? same?.favoriteId ?? null,
    saveForLaterId: auth.saveForLaterId ?? same?.saveForLaterId ?? null,
    orders: same?.orders ?? [],
    // A refresh continues the sign-in it came from; a new sign-in starts its own session.
    sid: auth.type === 'Registered' ? (same?.sid ?? newSessionId()) : null,
    signedInAt: auth.type === 'Registered' ? (same?.signedInAt ?? now) : null,
    seenAt: auth.type === 'Registered' ? now : null,
    epoch: auth.type === 'Registered' ? (same?.epoch ?? 0) : 0,
    buyInStore: same?.buyInStore ?? null,
  };
}

/** The cookie value: the session sealed under the session secret, bound to the cookie's name. */
export function sealSession(secret: string, session: ShopperSession): Promise<string> {
  return seal(secret, SESSION_COOKIE, JSON.stringify(session));
}

/** The session in a cookie value, or null for anything this worker did not seal or that has run out. */
export async function openSession(secret: string, value: string | undefined, now = Date.now()): Promise<ShopperSession | null> {
  const plain = await unseal(secret, SESSION_COOKIE, value);
  if (plain === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    return null;
  }
  const parsed = ShopperSessionSchema.safeParse(json);
  return parsed.success && parsed.data.refreshExpiresAt > now ? parsed.data : null;
}

/** What page JavaScript may know of a session: who and which objects, never a token. */
export function summaryOf(session: ShopperSession | null): SessionSummary {
  if (!session) return { type: null, firstName: null, consumerType: null, employeeTermsAccepted: null, basketId: null, favoriteId: null, saveForLaterId: null };
  const registered = session.type === 'Registered';
  return {
    type: session.type,
    firstName: registered ? session.firstName : null,
    consumerType: registered ? session.consumerType : null,
    employeeTermsAccepted: registered ? session.employeeTermsAccepted : null,
    basketId: session.basketId,
    favoriteId: session.favoriteId,
    saveForLaterId: session.saveForLaterId,
  };
}
