import type { IRequest } from 'itty-router';
import { NotificationRequestSchema, type NotificationRequest } from '../../shared/schemas';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../shared/validation/email';
import { productById } from '../db/product-queries';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse, json, methodNotAllowed, type MockRouter } from '../http';
import { badRequest, jsonBody, styleOf } from './ugc-common';

/*
 * spec §7 Products: PUT /products/v1/notifications { email, productId, sku } — tell me
 * when this size is back. Idempotent per (email, sku): asking twice stores one request.
 */

const NOTIFICATIONS_PATH = '/products/v1/notifications';

async function subscribe(request: IRequest, env: Env): Promise<Response> {
  const parsed = NotificationRequestSchema.safeParse(await jsonBody(request));
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === 'email')) return errorResponse(request, 400, 'AUT453', EMAIL_INVALID_MESSAGE);
    return badRequest(request, parsed.error);
  }
  const email = parsed.data.email.trim().toLowerCase();
  if (!isValidEmail(email)) return errorResponse(request, 400, 'AUT453', EMAIL_INVALID_MESSAGE);
  const style = styleOf(parsed.data.productId);
  if (!style) return errorResponse(request, 404, 'API404', 'Product not found');
  await ensureDatabase(env.DB);
  const record = await productById(env.DB, style);
  if (!record) return errorResponse(request, 404, 'API404', 'Product not found');
  // SKU = style + colour code + '-' + size code (shared/schemas/inventory.ts).
  const { sku } = parsed.data;
  const [head = '', size = ''] = sku.split('-');
  const ofProduct = head.slice(0, 8) === style && record.colors.some((c) => c.code === head.slice(8)) && record.sizes.some((s) => s.code === size);
  if (!ofProduct) return errorResponse(request, 404, 'ORD404', 'Item not available');
  await env.DB.prepare('INSERT INTO stock_notifications (email, sku, product_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email, sku) DO NOTHING')
    .bind(email, sku, style, new Date().toISOString())
    .run();
  const response: NotificationRequest & { subscribed: true } = { productId: style, sku, email, subscribed: true };
  return json(response);
}

export function registerNotificationRoutes(router: MockRouter): void {
  router.put(NOTIFICATIONS_PATH, subscribe).all(NOTIFICATIONS_PATH, methodNotAllowed);
}
