import type { Cart } from '../../shared/cart/schemas/cart';
import type { ContentLanguage } from '../data/category-names';
import { noticesIn } from '../cart';

type Flash = Cart['flash'][number];

/**
 * The flash list of an order stopped by stock: each line that wants more than is left for its
 * delivery, partly short (some left) or wholly (none left), with the units left so the shop can
 * say how many the shopper may still have.
 */
export function stockFlash(cart: Cart, language: ContentLanguage): Flash[] {
  const notices = noticesIn(language);
  return cart.items.flatMap((item): Flash[] => {
    if (item.bonus || item.inventory === undefined || item.inventory >= item.qty) return [];
    const details = { itemId: item.itemId, available: String(item.inventory) };
    return item.inventory === 0
      ? [{ type: 'ProductLineItemFullInventoryMissing', code: 'ORD430', message: notices.outOfStock, details }]
      : [{ type: 'ProductLineItemInventoryMissing', code: 'ORD430', message: notices.onlyInStock(item.inventory), details }];
  });
}
