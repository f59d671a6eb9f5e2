import type { Auth, TokenRequest } from '../../shared/account/schemas/auth';
import type { UpstreamResult } from '../upstream';

/** The token call is asked once more, this long after a 409 (another call was minting at the same moment). */
export const TOKEN_RETRY_DELAY_MS = 2000;

/**
 * What a token call came to: a token pair; `refused` for a 403, which the storefront ignores
 * (the shopper carries on without a token and sees no error); or `failed`, which the shopper
 * hears about as a duplicate token (AUT409).
 */
export type TokenOutcome = { kind: 'issued'; auth: Auth } | { kind: 'refused' } | { kind: 'failed'; status: number; errorId: string };

export const DUPLICATE_TOKEN = { errorId: 'AUT409', message: 'Duplicated token' } as const;

/**
 * The answer to a write on the shopper's own objects when the token service refused them a token
 * (403): the refusal itself is no error to show, but such a write is never sent without a token,
 * where the backend could only refuse it with a confusing authorization failure.
 */
export const CANNOT_AUTHORIZE = { status: 401, errorId: 'AUT404', message: 'Cannot authorize' } as const;

export interface TokenCallOptions {
  /** Waits before the one retry; the production wait is TOKEN_RETRY_DELAY_MS. */
  sleep?: (ms: number) => Promise<void>;
  retryDelayMs?: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One token call under the token rules: a 409 is retried once after the delay, a 403 ignored, anything else failed. */
export async function callToken(send: (body: TokenRequest) => Promise<UpstreamResult<Auth>>, body: TokenRequest, options: TokenCallOptions = {}): Promise<TokenOutcome> {
  const { sleep = realSleep, retryDelayMs = TOKEN_RETRY_DELAY_MS } = options;
  let result = await send(body);
  if (!result.ok && result.status === 409) {
    await sleep(retryDelayMs);
    result = await send(body);
  }
  if (result.ok) return { kind: 'issued', auth: result.data };
  if (result.status === 403) return { kind: 'refused' };
  return { kind: 'failed', status: result.status, errorId: result.errorId };
}
