import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { authenticate } from '../auth';
import type { ProductRecord } from '../data/catalog';
import type { Env } from '../env';
import { errorResponse, json, parseBody, siteOf } from '../http';
import { createOrder, DAY_MS } from './orders';
import { sampleLines } from './seed-orders';

/*
 * Test control: places an order for the calling registered shopper, as checkout will, in a given
 * state (a fresh one to cancel, a delivered one to return), so a test has an order no other test
 * touches. `POST /__test/orders {status?, daysAgo?, giftCard?}` → {orderNo}.
 */

const TestOrderSchema = z.object({
  status: z.enum(['created', 'shipped', 'delivered', 'cancelled', 'returned']).default('created'),
  daysAgo: z.number().int().min(0).max(3650).default(0),
  giftCard: z.boolean().default(false),
});

export async function placeTestOrder(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, TestOrderSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const account = await env.DB.prepare('SELECT email, profile FROM accounts WHERE consumer_no = ?').bind(consumer.consumerNo).first<{ email: string; profile: string }>();
  if (!account) return errorResponse(request, 401, 'AUT432', 'Authorization failed');
  const { results } = await env.DB.prepare('SELECT data FROM products ORDER BY id LIMIT 40').all<{ data: string }>();
  const products = results.map((row) => JSON.parse(row.data) as ProductRecord);
  const site = siteOf(request);
  const details = (JSON.parse(account.profile) as { consumerDetails?: { firstName?: string | null; lastName?: string | null } }).consumerDetails ?? {};
  const now = Date.now();
  const createdAt = now - input.daysAgo * DAY_MS;
  const moved = input.status !== 'created' && input.status !== 'cancelled';
  const orderNo = await createOrder(env.DB, {
    consumerNo: consumer.consumerNo,
    email: account.email,
    siteId: site.siteId,
    lines: sampleLines(products, site.currency, now % 100_000, input.giftCard),
    shippingMethod: 'standard',
    payment: [{ code: 'CREDIT_CARD', label: 'Visa ending 4242', additionalData: { brand: 'Visa', last4: '4242' } }],
    billingAddress: { firstName: details.firstName ?? 'Test', lastName: details.lastName ?? 'Shopper', address1: '1450 Pearl Street', city: 'Boulder', postalCode: '80302', countryCode: site.country },
    status: input.status,
    createdAt,
    shippedAt: moved ? createdAt : null,
    deliveredAt: input.status === 'delivered' || input.status === 'returned' ? createdAt : null,
    cancelledAt: input.status === 'cancelled' ? createdAt : null,
    returnedAt: input.status === 'returned' ? createdAt : null,
  });
  return json({ orderNo });
}
