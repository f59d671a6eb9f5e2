import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { BasketIdSchema } from '../../../shared/cart/schemas/cart';
import { authenticate, createGuest } from '../../auth';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { json, notFound, parseBody, type MockRouter } from '../../http';
import { pathId } from '../request';

// Test controls of the basket: POST /__test/cart/{basketId}/age {days}, POST /__test/cart/{basketId}/reassign, POST /__test/stock {sku, available}.

const AgeSchema = z.object({ days: z.number().min(0).max(365) });

const DAY_MS = 24 * 60 * 60 * 1000;

const StockSchema = z.object({ sku: z.string().regex(/^[A-Z0-9]{8}\d{3}-[A-Z0-9]+$/), available: z.number().int().min(0).max(100000) });

/** Sets how many units of a variant orders can still take (the last-unit race needs exactly one). */
async function setStock(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, StockSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  await env.DB.prepare('INSERT INTO sku_stock (sku, available) VALUES (?, ?) ON CONFLICT (sku) DO UPDATE SET available = excluded.available').bind(input.sku, input.available).run();
  return json(input);
}

/** Moves the caller's basket's last change `days` into the past. */
async function ageBasket(request: IRequest, env: Env): Promise<Response> {
  const basketId = pathId(request, 'basketId', BasketIdSchema, request.params.basketId);
  if (basketId instanceof Response) return basketId;
  const input = await parseBody(request, AgeSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const aged = await env.DB.prepare('UPDATE carts SET updated_at = updated_at - ? WHERE id = ? AND consumer_no = ?').bind(Math.round(input.days * DAY_MS), basketId, consumer.consumerNo).run();
  return aged.meta.changes ? json({ basketId, agedDays: input.days }) : notFound(request);
}

/** Hands the caller's basket to a new guest consumer, as if another session had taken it over. */
async function reassignBasket(request: IRequest, env: Env): Promise<Response> {
  const basketId = pathId(request, 'basketId', BasketIdSchema, request.params.basketId);
  if (basketId instanceof Response) return basketId;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const owner = await createGuest(env.DB);
  const moved = await env.DB.prepare('UPDATE carts SET consumer_no = ? WHERE id = ? AND consumer_no = ?').bind(owner.consumerNo, basketId, consumer.consumerNo).run();
  return moved.meta.changes ? json({ basketId, reassigned: true }) : notFound(request);
}

export function registerCartTestControls(router: MockRouter): void {
  router.post('/__test/cart/:basketId/age', ageBasket);
  router.post('/__test/cart/:basketId/reassign', reassignBasket);
  router.post('/__test/stock', setStock);
}
