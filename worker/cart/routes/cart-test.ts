import { Hono, type Context } from 'hono';
import { isDevelopment } from '../../env';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { shopperSession } from '../../session/middleware';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA) to make the shopper's own basket lapse, belong to
 * someone else or meet a backend failure, which no storefront action can:
 *   POST /fapi/test/cart/age {days}    its last change `days` in the past (seven lapse it)
 *   POST /fapi/test/cart/reassign      handed to another consumer
 *   POST /fapi/test/cart/fault {code}  its next place order meets the tax engine's or the totals
 *                                      check's failure (TAX309, TAX310, ORD415)
 *   POST /fapi/test/cart/stock {sku, available}  units of a variant left to add and order (0
 *                                      sells it out, so an add queued offline is refused on replay)
 * Each forwards to the mocks' test control with the session's basket and token, so a browser
 * names no basket and reaches no one else's. Anywhere else, or when the mocks run without their
 * test control, it answers 404.
 */

const CONTROL_BODY_MAX_BYTES = 256;

async function forward(c: Context<AppEnv>, control: 'age' | 'reassign' | 'fault', body: unknown): Promise<Response> {
  const handle = shopperSession(c);
  const basketId = (await handle.current())?.basketId;
  if (!basketId) return apiError(c, 404, 'CART_NOT_FOUND', 'Cart not found');
  const authorization = await handle.authorization();
  const ctx = c.get('requestContext');
  const answer = await c.env.MOCKS.fetch(`https://mocks.internal/__test/cart/${encodeURIComponent(basketId)}/${control}?locale=${ctx.locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': ctx.correlationId, ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

const absent = (c: Context<AppEnv>) => apiError(c, 'API404', 'Not found');

export const cartTest = new Hono<AppEnv>()
  .on(fapi.cartTest.age.method, fapi.cartTest.age.path, async (c) => {
    if (!isDevelopment(c.env)) return absent(c);
    const body = await readJsonBody(c, fapi.cartTest.age.body, CONTROL_BODY_MAX_BYTES, 'days must be a number from 0 to 365');
    return body instanceof Response ? body : forward(c, 'age', body);
  })
  .on(fapi.cartTest.reassign.method, fapi.cartTest.reassign.path, (c) => (isDevelopment(c.env) ? forward(c, 'reassign', {}) : absent(c)))
  .on(fapi.cartTest.stock.method, fapi.cartTest.stock.path, async (c) => {
    if (!isDevelopment(c.env)) return absent(c);
    const body = await readJsonBody(c, fapi.cartTest.stock.body, CONTROL_BODY_MAX_BYTES, 'sku must be a variant and available a count');
    if (body instanceof Response) return body;
    const answer = await c.env.MOCKS.fetch('https://mocks.internal/__test/stock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  })
  .on(fapi.cartTest.fault.method, fapi.cartTest.fault.path, async (c) => {
    if (!isDevelopment(c.env)) return absent(c);
    const body = await readJsonBody(c, fapi.cartTest.fault.body, CONTROL_BODY_MAX_BYTES, 'code must be TAX309, TAX310 or ORD415');
    return body instanceof Response ? body : forward(c, 'fault', body);
  });
