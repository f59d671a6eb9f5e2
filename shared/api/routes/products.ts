import { route, routes } from '../route';

/** Product reads: listings, search, details, stock, product sets, back-in-stock notices. */
export const products = routes('products', {
  catalog: route('GET', '/products/v2/catalog'),
  productSearch: route('GET', '/products/v2/search/productSearch', { searchClientIp: true }),
  autoSuggest: route('GET', '/products/v2/search/autoSuggest'),
  details: route('GET', '/products/v2/products/:productId/details'),
  availability: route('POST', '/products/v1/products/:productId/availability'),
  /** One SKU's stock in the given stores (comma-separated ids). */
  storeInventory: route('GET', '/products/v2/products/:productId/inventory'),
  productSets: route('GET', '/products/v2/products/:productId/productSets'),
  productSet: route('GET', '/products/v2/products/:productSetId/productSet'),
  notifications: route('PUT', '/products/v1/notifications'),
});
