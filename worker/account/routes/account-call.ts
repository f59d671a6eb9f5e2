import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../app-env';
import { wordedError } from '../../errors/api-error';
import { shopperSession } from '../../session/middleware';
import type { ShopperSession } from '../../session';
import { createUpstreamClient, type UpstreamClient, type UpstreamResult } from '../../upstream';

/**
 * The shopper's registered session and an upstream client carrying their token, or the 401 a guest
 * gets (authorization failed, as the backend answers a call without a shopper's token): every
 * signed-in-only route asks here, so they all refuse alike.
 */
export async function registeredShopper(c: Context<AppEnv>): Promise<{ session: ShopperSession; upstream: UpstreamClient } | Response> {
  const handle = shopperSession(c);
  const session = await handle.current();
  if (!session || session.type !== 'Registered') return wordedError(c, 401, 'AUT432', 'Authorization failed');
  return { session, upstream: createUpstreamClient(c.env, c.get('requestContext'), handle) };
}

/**
 * An upstream refusal as the storefront answers it: the error id kept and worded as the page words it, a
 * client's mistake keeping its status and the backend's own failure a bad gateway.
 */
export function upstreamFailure(c: Context<AppEnv>, result: Extract<UpstreamResult<unknown>, { ok: false }>): Response {
  const status = (result.status >= 400 && result.status < 500 ? result.status : 502) as ContentfulStatusCode;
  return wordedError(c, status, result.errorId, result.message);
}
