import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';

/**
 * The storefront's own API answers one shopper (a session, a basket, an account, an order) unless
 * a route says otherwise, so an answer that names no caching is `private, no-store`: a route added
 * later cannot leak through a shared cache by forgetting to say so. Routes whose answer is the
 * same for everyone (content fragments, address rules, the server time) set their own.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'private, no-store');
});
