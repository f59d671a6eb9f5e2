import type { IRequest } from 'itty-router';
import type { ProductSet, ProductSetsResponse } from '../../../shared/catalogue/schemas/product-sets';
import type { ProductRecord } from '../../data/catalog';
import { toTile } from '../../data/product-view';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, siteOf, type MockRouter } from '../../http';
import { styleOf } from '../../ugc-common';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * Products, 'shop the look' sets (seeded by db/seed-ugc.ts from data/product-sets.ts):
 *   GET /products/v2/products/{productId}/productSets   → the sets a product belongs to (may be none)
 *   GET /products/v2/products/{productSetId}/productSet  → one set with its product tiles
 */


async function setsOfProduct(request: IRequest, env: Env): Promise<Response> {
  const style = styleOf(request.params.productId);
  if (!style) return errorResponse(request, 'API404', 'Product not found');
  await ensureDatabase(env.DB);
  const [exists, sets] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare('SELECT 1 AS found FROM products WHERE id = ?').bind(style),
    env.DB.prepare('SELECT s.id, s.name FROM product_set_items i JOIN product_sets s ON s.id = i.set_id WHERE i.product_id = ? ORDER BY s.id').bind(style),
  ]);
  if (!exists?.results.length) return errorResponse(request, 'API404', 'Product not found');
  const response: ProductSetsResponse = {
    productId: style,
    productSets: ((sets?.results ?? []) as Array<{ id: string; name: string }>).map((row) => ({ productSetId: row.id, name: row.name })),
  };
  return json(response);
}

async function productSet(request: IRequest, env: Env): Promise<Response> {
  const productSetId = request.params.productSetId ?? '';
  await ensureDatabase(env.DB);
  const [set, items] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare('SELECT id, name, description FROM product_sets WHERE id = ?').bind(productSetId),
    env.DB.prepare('SELECT p.data FROM product_set_items i JOIN products p ON p.id = i.product_id WHERE i.set_id = ? ORDER BY i.position').bind(productSetId),
  ]);
  const row = set?.results[0] as { id: string; name: string; description: string } | undefined;
  // PLP400: list product not found.
  if (!row) return errorResponse(request, 'PLP400', 'List product not found');
  const site = siteOf(request);
  const response: ProductSet = {
    productSetId: row.id,
    name: row.name,
    description: row.description,
    products: ((items?.results ?? []) as Array<{ data: string }>).map((item) => toTile(JSON.parse(item.data) as ProductRecord, site)),
  };
  return json(response);
}

export function registerProductSetRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.products.productSets, setsOfProduct), on(api.products.productSet, productSet)]);
}
