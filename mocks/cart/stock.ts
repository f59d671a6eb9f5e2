import type { VariantAvailability } from '../../shared/catalogue/schemas/inventory';
import { statusOf } from '../data/product-view';

/*
 * Online stock as orders leave it. The catalogue's figure is a variant's stock until its first
 * order; from then on the sku_stock row orders draw on is. Every reader (the product page's
 * availability, the store inventory, the basket's limits and place order) goes through here,
 * so none of them can tell a shopper there are units another shopper has already bought.
 */

/** What orders have left of each named variant that has been ordered; absent variants still hold the catalogue's figure. */
export async function stockLeft(db: D1Database, skus: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(skus)];
  if (!wanted.length) return new Map();
  const { results } = await db.prepare('SELECT sku, available FROM sku_stock WHERE sku IN (SELECT value FROM json_each(?))').bind(JSON.stringify(wanted)).all<{ sku: string; available: number }>();
  return new Map(results.map((row) => [row.sku, row.available]));
}

/** A catalogue variant with the units orders have left of it. */
export function withStockLeft(variant: VariantAvailability, left: ReadonlyMap<string, number>): VariantAvailability {
  const quantity = left.get(variant.sku);
  if (quantity === undefined || quantity === variant.quantity) return variant;
  return { ...variant, quantity, available: quantity > 0, status: statusOf(quantity) };
}
