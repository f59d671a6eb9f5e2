import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { api } from '../../../shared/api';
import { rateLimit } from '../../middleware/rate-limit';
import { createUpstreamClient } from '../../upstream';
import { shopperSession } from '../../session/middleware';
import { upstreamAnswer } from '../../routes/upstream-answer';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * What anyone may ask of customer service, signed in or not, each limited per client address:
 *   POST /fapi/orders/track       {orderNumber, email} → the order's status and shipments
 *                                 (order numbers are guessable, so guesses are limited)
 *   GET  /fapi/support/categories the contact form's categories and subjects
 *   POST /fapi/support/contact    a contact case → {caseNumber}
 *   POST /fapi/support/warranty   a warranty case → {caseNumber}
 * A signed-in shopper's calls carry their token (a case is filed under their account); nobody
 * else's session is ever made for them.
 */

/** Ten lookups in ten minutes is plenty for a shopper with a few orders and hopeless for a guesser. */
export const TRACKING_LIMIT = { name: 'order-tracking', limit: 10, windowSeconds: 600 } as const;
export const SUPPORT_CASE_LIMIT = { name: 'support-case', limit: 5, windowSeconds: 600 } as const;

const BODY_MAX_BYTES = 8 * 1024;

const upstream = (c: Context<AppEnv>) => createUpstreamClient(c.env, c.get('requestContext'), shopperSession(c));
const body = <S extends z.ZodType>(c: Context<AppEnv>, schema: S, message: string) => readJsonBody(c, schema, BODY_MAX_BYTES, message);

export const orderTrackingRoutes = new Hono<AppEnv>().on(fapi.orders.track.method, fapi.orders.track.path, rateLimit(TRACKING_LIMIT), async (c) => {
  const input = await body(c, fapi.orders.track.body, 'Enter your order number (RL and eight digits) and the email it was placed with');
  if (input instanceof Response) return input;
  return upstreamAnswer(c, await upstream(c).call(api.consumer.trackOrder, { body: input }));
});

export const supportRoutes = new Hono<AppEnv>()
  .on(fapi.support.categories.method, fapi.support.categories.path, async (c) => upstreamAnswer(c, await createUpstreamClient(c.env, c.get('requestContext')).call(api.consumer.contactUsSubjects, {})))
  .on(fapi.support.contact.method, fapi.support.contact.path, rateLimit(SUPPORT_CASE_LIMIT), async (c) => {
    const input = await body(c, fapi.support.contact.body, 'Check the contact form: every field but the order number is required');
    if (input instanceof Response) return input;
    return upstreamAnswer(c, await upstream(c).call(api.consumer.contactUs, { body: input }));
  })
  .on(fapi.support.warranty.method, fapi.support.warranty.path, rateLimit(SUPPORT_CASE_LIMIT), async (c) => {
    const input = await body(c, fapi.support.warranty.body, 'Check the warranty form: every field but the order number is required');
    if (input instanceof Response) return input;
    return upstreamAnswer(c, await upstream(c).call(api.consumer.warranty, { body: input }));
  });
