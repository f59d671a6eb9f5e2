import { api } from '../../shared/api';
import { DEVELOPMENT_SESSION_SECRET, isDevelopment, isPreProduction, MIN_SESSION_SECRET_LENGTH, type Env } from '../env';
import { RATE_LIMITED_ERROR_ID, tooManyAttemptsMessage } from '../services/attempts';
import type { ServiceInputs, SessionCookieOptions } from '../services/inputs';
import { createUpstreamClient, type ShopperAuth } from '../upstream';
import { LEGACY_SESSION_COOKIE, newSessionId, openSession, sealSession, SESSION_COOKIE, sessionFromAuth, SESSION_ORDERS_KEPT, type GuestObjects, type ShopperSession } from './session';
import { callToken, CANNOT_AUTHORIZE, DUPLICATE_TOKEN, TOKEN_RETRY_DELAY_MS, type TokenOutcome } from './token-call';
import type { Auth, TokenRequest } from '../../shared/account/schemas/auth';
import type { BuyInStore } from '../../shared/in-store/schemas';
import { accountLedger } from './ledger-address';
import { hasLapsed, latestEnd, needsReseal } from './lifetime';

/**
 * Minting a guest costs the token service a consumer and is open to anyone, so it is limited per
 * client address. One browser mints once; the allowance leaves room for many shoppers behind one
 * address (an office, a carrier's NAT).
 */
export const GUEST_SESSION_LIMIT = { name: 'guest-session', limit: 60, windowSeconds: 60 } as const;

/** An access token this close to its expiry is refreshed before use rather than sent to fail. */
const EXPIRY_MARGIN_MS = 30_000;

export type SessionFailure = { status: 401 | 429 | 502; errorId: string; message: string; retryAfterSeconds?: number };
/** A session, or none when the token service refused (403: the shopper carries on anonymous), or a failure to report. */
export type EnsureOutcome = { ok: true; session: ShopperSession | null } | { ok: false; failure: SessionFailure };
/** A registered session and the token answer it came from, or the failure to report. */
export type SignInOutcome = { ok: true; session: ShopperSession; auth: Auth } | { ok: false; failure: SessionFailure };

export interface ShopperSessionHandle extends ShopperAuth {
  /** The session the request's cookie holds (or this request gave), null without one. Never mints. */
  current(): Promise<ShopperSession | null>;
  /** The session, a new guest's when there is none: for a stateful action. */
  ensure(): Promise<EnsureOutcome>;
  /** Whether the request brought the old guest id cookie and no session: the first shopper call folds it in. */
  readonly hasLegacyIdOnly: boolean;
  /**
   * Keeps guest objects an upstream answer revealed (a new list's favoriteId), so a sign-in can
   * merge them; null forgets one the upstream says is gone or someone else's. A basket is kept
   * with the site of the call that answered it.
   */
  remember(objects: Partial<GuestObjects>): Promise<void>;
  /** Records what a registered shopper changed upstream about themselves (their first name, the employee terms accepted, the member number of joining the loyalty programme), so the session says it too. */
  amend(facts: Partial<Pick<ShopperSession, 'firstName' | 'employeeTermsAccepted' | 'memberId'>>): Promise<void>;
  /** Remembers an order just placed (its number and a guest's token), newest first, forgetting the oldest past the limit. */
  rememberOrder(order: ShopperSession['orders'][number]): Promise<void>;
  /**
   * Turns a sign-in's single-use code into the registered shopper's session under the token
   * rules, handing over the guest's basket and lists to merge. The registered session replaces the
   * guest's and keeps its session id; the guest's tokens are forgotten. A refused exchange (403)
   * leaves the session as it was.
   */
  signIn(code: { authorizationCode: string; codeVerifier: string }): Promise<SignInOutcome>;
  /**
   * An associate's agent login: the agent's token answer becomes this browser's session (its
   * session id kept), with the buy-in-store session sealed beside the tokens, so the worker knows
   * who sells in which store on every request and the browser never holds the agent's token.
   */
  signInAgent(auth: Auth, buyInStore: BuyInStore): Promise<ShopperSession>;
  /**
   * After signing out: forgets the session and mints a new guest in its place, keeping the
   * session id. Without a guest (refused or failed) the shopper is left with no session.
   */
  replaceWithGuest(): Promise<EnsureOutcome>;
  /** Ends this registered session on the server (a sign-out): the cookie, replayed, is no session. */
  revoke(): Promise<void>;
  /**
   * Ends every session of the signed-in account sealed so far. With `keepThis` the request's own
   * session is sealed again under the new epoch and goes on (a password change); without, it ends
   * too (sign out everywhere). False when the ledger could not be reached and nothing ended.
   */
  endAccountSessions(options: { keepThis: boolean }): Promise<boolean>;
  /** The cookies this request's changes need, for the adapter to set on the answer; empty when nothing changed. */
  cookies(): Promise<SessionCookie[]>;
}

/** A cookie the session sets on the answer. */
export interface SessionCookie {
  name: string;
  value: string;
  options: SessionCookieOptions;
}

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

/** The sealing key's secret; outside pre-production, never the published development value or a short one. */
export function sessionSecret(env: Env): string {
  const secret = env.SESSION_SECRET;
  if (!isPreProduction(env) && (secret === DEVELOPMENT_SESSION_SECRET || secret.length < MIN_SESSION_SECRET_LENGTH)) {
    throw new Error(`SESSION_SECRET is the development value or shorter than ${MIN_SESSION_SECRET_LENGTH} characters: set a random one with \`wrangler secret put SESSION_SECRET\``);
  }
  return secret;
}

function retryDelayMs(env: Env): number {
  const configured = Number(env.TOKEN_RETRY_DELAY_MS);
  return isDevelopment(env) && env.TOKEN_RETRY_DELAY_MS !== undefined && Number.isInteger(configured) && configured >= 0 ? configured : TOKEN_RETRY_DELAY_MS;
}

/* One handle per inputs, so every service of a request shares one session; dropped with the request. */
const handles = new WeakMap<ServiceInputs, ShopperSessionHandle>();

/** The shopper session of these inputs, created on first use; its adapter sends `cookies()` with the answer. */
export function shopperSessionOf(inputs: ServiceInputs): ShopperSessionHandle {
  let handle = handles.get(inputs);
  if (!handle) {
    handle = createHandle(inputs);
    handles.set(inputs, handle);
  }
  return handle;
}

/** The handle these inputs opened, if any service asked for one; never creates one. */
export function openedShopperSession(inputs: ServiceInputs): ShopperSessionHandle | undefined {
  return handles.get(inputs);
}

function createHandle(inputs: ServiceInputs): ShopperSessionHandle {
  const { env, ctx } = inputs;
  const cookieValue = inputs.session.get(SESSION_COOKIE);
  const hadLegacyCookie = inputs.session.get(LEGACY_SESSION_COOKIE) !== undefined;
  // The request context read the old guest id (rl_usid), if it was well formed; an opened or minted session replaces it.
  const legacyId = ctx.sessionId;

  let session: ShopperSession | null = null;
  let opening: Promise<ShopperSession | null> | null = null;
  let minting: Promise<EnsureOutcome> | null = null;
  let renewing: Promise<ShopperSession | null> | null = null;
  let changed = false;

  const adopt = (next: ShopperSession | null) => {
    session = next;
    changed = true;
    if (next) ctx.sessionId = next.usid;
  };

  async function sendToken(body: TokenRequest): Promise<TokenOutcome> {
    // The token call itself carries no shopper token.
    const upstream = createUpstreamClient(env, ctx);
    return callToken((request) => upstream.call(api.identity.token, { body: request }), body, { retryDelayMs: retryDelayMs(env) });
  }

  function ledgerOf(value: ShopperSession) {
    return accountLedger(env.SESSION_LEDGER, value.consumerNo);
  }

  /**
   * Whether the account still counts this registered session (not signed out, not ended
   * everywhere). When the ledger cannot be asked the session is not honoured for this request,
   * but its cookie is kept: a shopper is not signed out by an outage of ours.
   */
  async function standing(value: ShopperSession): Promise<'live' | 'ended' | 'unknown'> {
    try {
      return (await ledgerOf(value).isLive(value.sid ?? '', value.epoch)) ? 'live' : 'ended';
    } catch (error) {
      console.error(JSON.stringify({ msg: 'session ledger unavailable', correlationId: ctx.correlationId, error: String(error) }));
      return 'unknown';
    }
  }

  function current(): Promise<ShopperSession | null> {
    opening ??= (async () => {
      if (cookieValue === undefined) return null;
      const now = Date.now();
      const opened = await openSession(sessionSecret(env), cookieValue, now);
      // A forged, changed, expired, idle or too old cookie is no session: it is deleted, and the next stateful action mints one.
      if (!opened || hasLapsed(opened, now)) {
        changed = true;
        return null;
      }
      if (opened.type === 'Registered') {
        const verdict = await standing(opened);
        if (verdict !== 'live') {
          if (verdict === 'ended') changed = true;
          return null;
        }
      }
      session = opened;
      ctx.sessionId = opened.usid;
      // Activity moves the idle timeout on; sealing it again once an hour is enough to keep it.
      if (needsReseal(opened, now)) adopt({ ...opened, seenAt: now });
      return opened;
    })();
    return opening.then(() => session);
  }

  /** A new guest; the session id carries over (from the old cookie or a dead session), so votes stay theirs. */
  async function mint(previous: ShopperSession | null): Promise<EnsureOutcome> {
    const allowance = await inputs.countAttempt(GUEST_SESSION_LIMIT);
    if (!allowance.allowed) {
      return { ok: false, failure: { status: 429, errorId: RATE_LIMITED_ERROR_ID, message: tooManyAttemptsMessage(ctx?.site, allowance.retryAfterSeconds), retryAfterSeconds: allowance.retryAfterSeconds } };
    }
    const outcome = await sendToken({ type: 'Guest' });
    if (outcome.kind === 'issued') {
      adopt(sessionFromAuth(outcome.auth, previous?.usid ?? legacyId ?? newSessionId(), null, ctx.siteParams.siteId));
      return { ok: true, session };
    }
    if (outcome.kind === 'refused') return { ok: true, session: null };
    console.warn(JSON.stringify({ msg: 'guest token failed', status: outcome.status, errorId: outcome.errorId, correlationId: ctx.correlationId }));
    return { ok: false, failure: { status: 502, ...DUPLICATE_TOKEN } };
  }

  async function ensure(): Promise<EnsureOutcome> {
    const existing = await current();
    if (existing) return { ok: true, session: existing };
    minting ??= mint(null);
    return minting;
  }

  /**
   * Refreshes the session's tokens, once per request whatever asks. A refresh the service
   * refuses (403) leaves the call anonymous (a write on the shopper's own objects is then not
   * sent: CANNOT_AUTHORIZE); one that fails (a spent or revoked refresh token)
   * gives a new guest, and if that fails too the call goes on without a token to its own error.
   */
  function renewOnce(): Promise<ShopperSession | null> {
    renewing ??= (async () => {
      const previous = session;
      if (!previous) return null;
      const outcome = await sendToken({ type: 'Refresh', refreshToken: previous.refreshToken });
      if (outcome.kind === 'issued') {
        adopt(sessionFromAuth(outcome.auth, previous.usid, previous, ctx.siteParams.siteId));
        return session;
      }
      if (outcome.kind === 'refused') return null;
      const replaced = await mint(previous);
      return replaced.ok ? replaced.session : null;
    })();
    return renewing;
  }

  const bearer = (value: ShopperSession | null) => (value ? `Bearer ${value.accessToken}` : null);

  return {
    hasLegacyIdOnly: cookieValue === undefined && legacyId !== null,
    current,
    ensure,
    async authorization() {
      const existing = await current();
      if (!existing) return null;
      if (existing.accessExpiresAt - EXPIRY_MARGIN_MS <= Date.now()) return bearer(await renewOnce());
      return bearer(existing);
    },
    async renew(rejected) {
      const existing = await current();
      // Renewed meanwhile by a parallel call of this request: use that.
      if (existing && bearer(existing) !== rejected) return bearer(existing);
      if (renewing) return null;
      return bearer(await renewOnce());
    },
    async remember(objects) {
      const existing = await current();
      if (!existing) return;
      const next = { ...existing };
      let differs = false;
      for (const key of ['basketId', 'favoriteId', 'saveForLaterId'] as const) {
        const value = objects[key];
        if (value !== undefined && value !== '' && value !== existing[key]) {
          next[key] = value;
          differs = true;
        }
      }
      // A basket an upstream answered is one of this call's site: the backend answers a basket only on its own site.
      if (objects.basketId !== undefined && objects.basketId !== '') {
        const basketSiteId = objects.basketId === null ? null : ctx.siteParams.siteId;
        if (basketSiteId !== existing.basketSiteId) {
          next.basketSiteId = basketSiteId;
          differs = true;
        }
      }
      if (differs) adopt(next);
    },
    async amend(facts) {
      const existing = await current();
      if (existing?.type !== 'Registered') return;
      const next = { ...existing, ...facts };
      if ((Object.keys(facts) as (keyof typeof facts)[]).some((key) => next[key] !== existing[key])) adopt(next);
    },
    async rememberOrder(order) {
      const existing = await current();
      if (!existing) return;
      const orders = [order, ...existing.orders.filter((kept) => kept.orderNumber !== order.orderNumber)].slice(0, SESSION_ORDERS_KEPT);
      adopt({ ...existing, orders });
    },
    async signIn({ authorizationCode, codeVerifier }) {
      const previous = await current();
      // Only a guest's objects merge: another registered shopper's basket stays theirs. The guest's
      // newest order goes too, with the token that proves it theirs, so the account it signs in to
      // (or the one just created for it) keeps the order in its history.
      const guest = previous?.type === 'Guest' ? previous : null;
      const guestOrder = guest?.orders.find((order) => order.st !== null);
      const outcome = await sendToken({
        type: 'Registered',
        authorizationCode,
        codeVerifier,
        guestObjects: { basketId: guest?.basketId ?? null, favoriteId: guest?.favoriteId ?? null, saveForLaterId: guest?.saveForLaterId ?? null },
        ...(guestOrder?.st ? { orderNo: guestOrder.orderNumber, st: guestOrder.st } : {}),
      });
      if (outcome.kind === 'refused') return { ok: false, failure: { ...CANNOT_AUTHORIZE } };
      if (outcome.kind === 'failed') {
        console.warn(JSON.stringify({ msg: 'sign-in token failed', status: outcome.status, errorId: outcome.errorId, correlationId: ctx.correlationId }));
        return { ok: false, failure: { status: 502, ...DUPLICATE_TOKEN } };
      }
      // Whatever this request was still doing with the guest's tokens is over.
      renewing = null;
      minting = null;
      const fresh = sessionFromAuth(outcome.auth, previous?.usid ?? legacyId ?? newSessionId(), null, ctx.siteParams.siteId);
      // Sealed under the account's current epoch, so only a later "sign out everywhere" ends it.
      const epoch = await ledgerOf(fresh).epoch().catch((error: unknown) => {
        console.error(JSON.stringify({ msg: 'session ledger unavailable at sign-in', correlationId: ctx.correlationId, error: String(error) }));
        return null;
      });
      if (epoch === null) return { ok: false, failure: { status: 502, ...DUPLICATE_TOKEN } };
      // A customer signing in at the till is still the associate's sale.
      const registered = { ...fresh, epoch, buyInStore: previous?.buyInStore ?? null };
      adopt(registered);
      return { ok: true, session: registered, auth: outcome.auth };
    },
    async signInAgent(auth, buyInStore) {
      const previous = await current();
      // Whatever this request was still doing with the previous tokens is over.
      renewing = null;
      minting = null;
      const agent = { ...sessionFromAuth(auth, previous?.usid ?? legacyId ?? newSessionId(), null, ctx.siteParams.siteId), buyInStore };
      adopt(agent);
      return agent;
    },
    async replaceWithGuest() {
      const previous = await current();
      session = null;
      changed = true;
      renewing = null;
      minting = mint(previous);
      return minting;
    },
    async revoke() {
      const existing = await current();
      if (existing?.type !== 'Registered' || !existing.sid) return;
      await ledgerOf(existing).revoke(existing.sid, latestEnd(existing));
    },
    async endAccountSessions({ keepThis }) {
      const existing = await current();
      if (existing?.type !== 'Registered') return false;
      let epoch: number;
      try {
        epoch = await ledgerOf(existing).endAll();
      } catch (error) {
        console.error(JSON.stringify({ msg: 'session ledger unavailable: sessions not ended', correlationId: ctx.correlationId, error: String(error) }));
        return false;
      }
      if (keepThis) adopt({ ...existing, epoch });
      return true;
    },
    async cookies() {
      const lines: SessionCookie[] = [];
      if (changed) {
        if (session) {
          const maxAge = Math.max(0, Math.floor((session.refreshExpiresAt - Date.now()) / 1000));
          lines.push({ name: SESSION_COOKIE, value: await sealSession(sessionSecret(env), session), options: { ...COOKIE_OPTIONS, maxAge } });
        } else if (cookieValue !== undefined) {
          lines.push({ name: SESSION_COOKIE, value: '', options: { ...COOKIE_OPTIONS, maxAge: 0 } });
        }
      }
      // The old guest id lives on inside the session now.
      if (hadLegacyCookie && session) lines.push({ name: LEGACY_SESSION_COOKIE, value: '', options: { ...COOKIE_OPTIONS, maxAge: 0 } });
      return lines;
    },
  };
}
