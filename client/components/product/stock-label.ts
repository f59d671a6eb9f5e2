import type { InventoryStatus } from '../../../shared/schemas';

/** How a store's stock of one size reads to the shopper. */
export function stockLabel(status: InventoryStatus, quantity: number): string {
  if (status === 'OUT_OF_STOCK' || quantity === 0) return 'Out of stock';
  if (status === 'LOW_STOCK') return `Only ${quantity} left`;
  return `In stock (${quantity})`;
}

/** The inventory call for one sku in some stores (spec §7). */
export function storeInventoryPath(productId: string, storeIds: string[], sku: string): string {
  const query = new URLSearchParams({ storeIds: storeIds.join(','), sku });
  return `/api/products/v2/products/${encodeURIComponent(productId)}/inventory?${query}`;
}
