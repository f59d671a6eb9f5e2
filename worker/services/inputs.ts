import type { Env, RequestContext } from '../env';

/*
 * What every service is given instead of a web framework's request object: the bindings, the
 * request's context and the session's cookies. A route or middleware builds them once per request
 * (worker/middleware/request-context); a queue consumer or an offline replay builds them with
 * `plainInputs`, with no request at all. No service reads anything else about the request.
 */

/** How a cookie a service sets is kept; the adapter writes it on the response. */
export interface SessionCookieOptions {
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** The session's side of the request: the cookies it came with, and the ones this answer sets. */
export interface SessionCookies {
  /** A cookie as the request sent it; undefined when it sent none. */
  get(name: string): string | undefined;
  /** Sets a cookie on this answer; `issued` reads it back for the rest of the request. */
  set(name: string, value: string, options: SessionCookieOptions): void;
  /** A value this answer has set, so a request mints an id at most once; undefined when none. */
  issued(name: string): string | undefined;
}

/** What the request said about itself beyond its context: read-only, as sent. */
export interface RequestFacts {
  method: string;
  /** A request header; undefined when absent. */
  header(name: string): string | undefined;
  /** The platform's facts about the client (country, coordinates); undefined off the platform or offline. */
  cf: unknown;
}

/** One limiter: its name (two never share counts), attempts allowed and their window. */
export interface AttemptLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

export type AttemptAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ServiceInputs {
  env: Env;
  ctx: RequestContext;
  request: RequestFacts;
  session: SessionCookies;
  /** Work that may finish after the answer has gone; offline, the caller decides how long to wait. */
  waitUntil(promise: Promise<unknown>): void;
  /**
   * Counts one attempt of this client against a limit. The adapter counts by the client's address;
   * a caller with no client behind it (a queue consumer, an offline replay) is not limited.
   */
  countAttempt(limit: AttemptLimit): Promise<AttemptAllowance>;
}

/** Cookies held in memory: what an offline caller passes as its session. */
export function memorySession(cookies: Readonly<Record<string, string>> = {}): SessionCookies {
  const set = new Map<string, string>();
  return {
    get: (name) => cookies[name],
    set: (name, value) => void set.set(name, value),
    issued: (name) => set.get(name),
  };
}

/** Inputs with no request behind them, for a queue consumer, an offline replay or a test. */
export function plainInputs(
  env: Env,
  ctx: RequestContext,
  options: {
    session?: SessionCookies;
    method?: string;
    headers?: Readonly<Record<string, string>>;
    cf?: unknown;
    waitUntil?: (promise: Promise<unknown>) => void;
    countAttempt?: (limit: AttemptLimit) => Promise<AttemptAllowance>;
  } = {},
): ServiceInputs {
  const headers = options.headers ?? {};
  return {
    env,
    ctx,
    request: { method: options.method ?? 'GET', header: (name) => headers[name.toLowerCase()], cf: options.cf },
    session: options.session ?? memorySession(),
    waitUntil: options.waitUntil ?? (() => {}),
    countAttempt: options.countAttempt ?? (async () => ({ allowed: true })),
  };
}
