import type { IRequest } from 'itty-router';
import { NotificationRequestSchema, type NotificationRequest } from '../../../shared/catalogue/schemas/inventory';
import { productById } from '../../db/product-queries';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, parseBodyWithEmail, type MockRouter } from '../../http';
import { styleOf } from '../../ugc-common';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * Products: PUT /products/v1/notifications { email, productId, sku } — tell me
 * when this size is back. Idempotent per (email, sku): asking twice stores one request.
 */


async function subscribe(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBodyWithEmail(request, NotificationRequestSchema);
  if (body instanceof Response) return body;
  const { email, sku } = body;
  const style = styleOf(body.productId);
  if (!style) return errorResponse(request, 'API404', 'Product not found');
  await ensureDatabase(env.DB);
  const record = await productById(env.DB, style);
  if (!record) return errorResponse(request, 'API404', 'Product not found');
  // SKU = style + colour code + '-' + size code (shared/catalogue/schemas/inventory.ts).
  const [head = '', size = ''] = sku.split('-');
  const ofProduct = head.slice(0, 8) === style && record.colors.some((c) => c.code === head.slice(8)) && record.sizes.some((s) => s.code === size);
  if (!ofProduct) return errorResponse(request, 'ORD404', 'Item not available');
  await env.DB.prepare('INSERT INTO stock_notifications (email, sku, product_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email, sku) DO NOTHING')
    .bind(email, sku, style, new Date().toISOString())
    .run();
  const response: NotificationRequest & { subscribed: true } = { productId: style, sku, email, subscribed: true };
  return json(response);
}

export function registerNotificationRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.products.notifications, subscribe)]);
}
