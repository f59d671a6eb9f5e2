import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { isMockProviderRequest } from '../hosted-fields';
import { resolveUpstream } from '../../upstream/endpoints';
import { BodyTooLarge, readBody } from '../../routes/read-body';

/** A card, its security code and expiry as JSON: far less than this. */
const TOKENISE_MAX_BYTES = 1024;

/**
 * Development: the mock payment provider's hosted fields, on the shop's other loopback name
 * (services/payments/hosted-fields.ts). Its pages go to the mocks as they are, before any of the
 * shop's own layers: they carry the provider's policy (framed by the shop, never framing), not the
 * shop's, and the shop's cookies, session and checks have nothing to do with them.
 */
export const paymentsHost = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (!isMockProviderRequest(c.env, url)) return next();
  // The fields page is framed by another origin: served under the shop's own name it would be same-origin with the shop.
  const parent = url.searchParams.get('origin');
  if (parent !== null && parent === url.origin) return c.text('The card fields must be framed from another origin', 400);
  const headers = new Headers();
  const type = c.req.header('content-type');
  if (type) headers.set('content-type', type);
  let body: string | undefined;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    try {
      body = await readBody(c.req.raw, TOKENISE_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.text('Request body too large', 413);
      throw error;
    }
  }
  // A provider page's redirect (PayPal's approval back to the shop) is the browser's to follow.
  return resolveUpstream(c.env, 'payments', true).fetch(`${url.pathname}${url.search}`, { method: c.req.method, headers, redirect: 'manual', ...(body !== undefined ? { body } : {}) });
});
