import type { InventoryStatus } from '../../../shared/schemas';
import { api, callApi } from '../../api';

/** How a store's stock of one size reads to the shopper. */
export function stockLabel(status: InventoryStatus, quantity: number): string {
  if (status === 'OUT_OF_STOCK' || quantity === 0) return 'Out of stock';
  if (status === 'LOW_STOCK') return `Only ${quantity} left`;
  return `In stock (${quantity})`;
}

/** One sku's stock in some stores. */
export function fetchStoreStock(productId: string, storeIds: string[], sku: string, signal?: AbortSignal) {
  return callApi(api.products.storeInventory, { params: { productId }, query: { storeIds: storeIds.join(','), sku }, ...(signal ? { signal } : {}) });
}
