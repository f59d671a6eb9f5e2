import type { InventoryStatus } from '../../../shared/catalogue/schemas/product';
import type { Translate } from '../../../shared/i18n';
import { api, callApi } from '../../api';

/** How a store's stock of one size reads to the shopper. */
export function stockLabel(t: Translate, status: InventoryStatus, quantity: number): string {
  if (status === 'OUT_OF_STOCK' || quantity === 0) return t('product.outOfStock');
  if (status === 'LOW_STOCK') return t('product.onlyLeft', { count: quantity });
  return t('product.inStock', { count: quantity });
}

/** One sku's stock in some stores. */
export function fetchStoreStock(productId: string, storeIds: string[], sku: string, signal?: AbortSignal) {
  return callApi(api.products.storeInventory, { params: { productId }, query: { storeIds: storeIds.join(','), sku }, ...(signal ? { signal } : {}) });
}
