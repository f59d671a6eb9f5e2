import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { wordedError } from '../../errors/api-error';
import { RATE_LIMITED_ERROR_ID, tooManyAttemptsMessage as wordedWait } from '../../services/attempts';
import { clientAddress } from './client-address';

export { RATE_LIMITED_ERROR_ID };

export interface RateLimitOptions {
  /** Names the limiter; two limiters never share counts. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Whom to count; the client's address by default. */
  key?: (c: Context<AppEnv>) => string;
  /** The refusal; the catalogue JSON by default. Retry-After is added to whatever it returns. */
  onLimited?: (c: Context<AppEnv>, retryAfterSeconds: number) => Response | Promise<Response>;
}

/** The refusal's words in the site's language, naming the wait. */
export function tooManyAttemptsMessage(c: Context<AppEnv>, retryAfterSeconds: number): string {
  return wordedWait(c.get('requestContext')?.site, retryAfterSeconds);
}

/** The catalogue-shaped refusal for a spent limit, naming the wait in the site's language, with Retry-After. */
export function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number): Response {
  const response = wordedError(c, RATE_LIMITED_ERROR_ID, '', { retryAfterSeconds });
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

const refuse = tooManyAttempts;

/**
 * Limits how often one client may call a route, e.g. sign-in guesses:
 * `rateLimit({ name: 'preview-login', limit: 5, windowSeconds: 60 })`.
 * Every call counts before the route runs, whatever it answers. Counts live
 * in the RATE_LIMITER Durable Object (counter.ts), exact across isolates.
 * If the counter cannot be reached the call goes through and the failure is
 * logged: an outage of the counter must not lock every shopper out of
 * checkout.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { onLimited = refuse } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    const answer = await limitAttempt(c, options);
    if (answer.allowed) return next();
    const response = await onLimited(c, answer.retryAfterSeconds);
    response.headers.set('retry-after', String(answer.retryAfterSeconds));
    return response;
  });
}

/** The counter of one limiter for one key (the client's address by default). */
function counterOf(c: Context<AppEnv>, name: string, key: (c: Context<AppEnv>) => string) {
  return c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName(`${name}|${key(c)}`));
}

/** Forgets one key's attempts on a limiter: only for development test controls that must start a run afresh. */
export async function resetAttempts(c: Context<AppEnv>, options: Pick<RateLimitOptions, 'name' | 'key'>): Promise<void> {
  await counterOf(c, options.name, options.key ?? clientAddress).reset();
}

/**
 * Counts one attempt and says whether it is within the limit, for a route that limits only
 * some of its calls (minting a guest session, not every proxied call). Fails open like rateLimit.
 */
export async function limitAttempt(c: Context<AppEnv>, options: Pick<RateLimitOptions, 'name' | 'limit' | 'windowSeconds' | 'key'>): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { name, limit, windowSeconds, key = clientAddress } = options;
  const counter = counterOf(c, name, key);
  const answer = await counter.attempt(limit, windowSeconds * 1000).catch((error: unknown) => {
    console.error(JSON.stringify({ msg: 'rate limit: counter unavailable', name, correlationId: c.get('requestContext')?.correlationId, error: String(error) }));
    return null;
  });
  return !answer || answer.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: answer.retryAfterSeconds };
}

/**
 * Counts one attempt against every limit given (the client's, the card's, the account's…): the
 * 429 naming the longest wait when any is spent, else null. All count, so a refusal by one still
 * spends the others.
 */
export async function limitAll(c: Context<AppEnv>, limits: ReadonlyArray<Pick<RateLimitOptions, 'name' | 'limit' | 'windowSeconds' | 'key'>>): Promise<Response | null> {
  const answers = await Promise.all(limits.map((limit) => limitAttempt(c, limit)));
  const wait = Math.max(0, ...answers.map((answer) => (answer.allowed ? 0 : answer.retryAfterSeconds)));
  return wait > 0 ? tooManyAttempts(c, wait) : null;
}

/** A key for a secret-ish value (a card number): its SHA-256, so the value itself names no counter. */
export async function hashedKey(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
