import type { InventoryStatus } from '../../../shared/schemas';
import type { Translate } from '../../../shared/i18n';

/** How a store's stock of one size reads to the shopper. */
export function stockLabel(t: Translate, status: InventoryStatus, quantity: number): string {
  if (status === 'OUT_OF_STOCK' || quantity === 0) return t('product.outOfStock');
  if (status === 'LOW_STOCK') return t('product.onlyLeft', { count: quantity });
  return t('product.inStock', { count: quantity });
}

/** The inventory call for one sku in some stores (spec §7). */
export function storeInventoryPath(productId: string, storeIds: string[], sku: string): string {
  const query = new URLSearchParams({ storeIds: storeIds.join(','), sku });
  return `/api/products/v2/products/${encodeURIComponent(productId)}/inventory?${query}`;
}
