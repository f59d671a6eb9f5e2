import type { IRequest } from 'itty-router';
import { errorResponse } from '../http';

/*
 * The basket's refusals. Where the cart's own error ids name the case (CART_NOT_FOUND, ITEM_OOS,
 * ADDED_MAX_QUANTITY…) that is the errorId and the catalogue code travels beside it; otherwise
 * the catalogue code is the errorId.
 */

export const cartNotFound = (request: IRequest) => errorResponse(request, 404, 'CART_NOT_FOUND', 'Cart not found', { code: 'BSK404' });
/**
 * A basket is priced and checked out only on the site it was made on: asked for from another
 * site (another currency, price book and tax), it is no basket of that site. CART_NOT_FOUND is the
 * cart error whose remedy fits (start a basket here and add the lines again), and the message
 * names the basket's own site so a caller can tell it from a basket that is gone.
 */
export const basketOfAnotherSite = (request: IRequest, basketSiteId: string) =>
  errorResponse(request, 404, 'CART_NOT_FOUND', `Cart not found on this site: the basket belongs to ${basketSiteId}`, { code: 'BSK404' });
export const invalidCustomer = (request: IRequest) => errorResponse(request, 'INVALID_CUSTOMER', 'Invalid customer', { code: 'AUT498' });
/** A variant the catalogue does not have, or a line the basket does not have. */
export const itemNotAvailable = (request: IRequest, itemId?: string) =>
  errorResponse(request, 'ITEM_NOT_AVAILABLE', 'Item not available', { code: 'ORD404', ...(itemId ? { itemId } : {}) });
export const noPrice = (request: IRequest) => errorResponse(request, 'NO_PRICE', 'No price', { code: 'INV702' });
export const invalidPrice = (request: IRequest) => errorResponse(request, 'INVALID_PRICE', 'Invalid price', { code: 'PRC400' });
export const gwpProduct = (request: IRequest, itemId?: string) =>
  errorResponse(request, 'GWP_PRODUCT', 'A gift-with-purchase item cannot be added or have its quantity changed', { code: 'GWP403', ...(itemId ? { itemId } : {}) });
export const maxQuantity = (request: IRequest, maxAllowedQty: number, itemId?: string) =>
  errorResponse(request, 'ADDED_MAX_QUANTITY', `Max quantity added: no more than ${maxAllowedQty} of this item can be in the cart`, {
    code: 'INV408',
    maxAllowedQty,
    ...(itemId ? { itemId } : {}),
  });
export const outOfStock = (request: IRequest) => errorResponse(request, 'INV700', 'Item out of stock');
/** Moving a saved item back to a basket when none is left. */
export const itemOos = (request: IRequest, itemId: string) => errorResponse(request, 'ITEM_OOS', 'Item out of stock: it could not be moved to the cart', { code: 'INV700', itemId });
export const itemsOos = (request: IRequest) => errorResponse(request, 'ITEMS_OOS', 'Items out of stock', { code: 'INV406' });
export const someWithoutInventory = (request: IRequest) => errorResponse(request, 'INV409', 'Some products have no inventory');
export const noLongerAvailable = (request: IRequest) => errorResponse(request, 'ORD430', 'Item no longer available');
/** INV405 when every item of a multi-item add is gone, INV407 when some are. */
export const itemsNoLongerAvailable = (request: IRequest, all: boolean) => errorResponse(request, all ? 'INV405' : 'INV407', 'Items no longer available');
export const storeNotFound = (request: IRequest) => errorResponse(request, 404, 'STR404', 'Store not found');
export const methodUnavailable = (request: IRequest) => errorResponse(request, 409, 'SHP404', 'Shipping method unavailable');
