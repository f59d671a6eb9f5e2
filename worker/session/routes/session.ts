import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { shopperSession } from '../middleware';
import { summaryOf } from '..';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * GET /fapi/session — what page JavaScript may know of the shopper's session: token type (null
 * before the first stateful action), a registered shopper's first name, the basket and list ids.
 * Never a token: those stay in the sealed HttpOnly cookie, for the worker alone. Reading mints
 * nothing, so asking costs an anonymous visitor no cookie.
 */
export const sessionRoutes = new Hono<AppEnv>().on(fapi.session.read.method, fapi.session.read.path, async (c) => {
  const summary = summaryOf(await shopperSession(c).current());
  return c.json(summary);
});
