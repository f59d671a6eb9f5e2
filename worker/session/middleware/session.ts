import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { openedShopperSession, shopperSessionOf, type ShopperSessionHandle } from '..';
import { serviceInputs } from '../../middleware/request-context/service-inputs';

/** This request's shopper session, created on first use; its cookie goes out with the response (`sessionCookies`). */
export function shopperSession(c: Context<AppEnv>): ShopperSessionHandle {
  return shopperSessionOf(serviceInputs(c));
}

/**
 * Sends the session cookie a request changed (minted, refreshed, learnt a list id, found forged)
 * with whatever the route answered. Requests that never touched the session cost one lookup.
 */
export const sessionCookies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const inputs = c.get('serviceInputs');
  const handle = inputs && openedShopperSession(inputs);
  if (!handle) return;
  const cookies = await handle.cookies();
  if (cookies.length === 0) return;
  // A response passed through from elsewhere may have immutable headers.
  c.res = new Response(c.res.body, c.res);
  for (const { name, value, options } of cookies) c.res.headers.append('set-cookie', generateCookie(name, value, options));
});
