/*
 * Every key the storefront keeps in the browser's storage, declared once: one module per key under
 * keys/, so a page loads the declarations of the keys it uses and no others, all listed here.
 * No code outside this folder writes a key's name (persistence.test.ts fails on one).
 */
import type { StoredKey } from './key';
import { cartKey } from './keys/cart';
import { checkoutKey } from './keys/checkout';
import { favoriteStoreKey } from './keys/favorite-store';
import { popupsDismissedKey } from './keys/popups-dismissed';
import { promoBarClosedKeys } from './keys/promo-bar-closed';
import { benefitBarClosedKeys } from './keys/benefit-bar-closed';
import { buyInStoreKey } from './keys/buy-in-store';
import { dismissedPromotionsKey } from './keys/dismissed-promotions';
import { flashToastKey } from './keys/flash-toast';
import { visitorCountryKey } from './keys/visitor-country';
import { offlineCartPendingKey } from './keys/offline-cart';

export type { BareKey, StorageArea, StoredKey } from './key';
export { CART_STORAGE_KEY, cartKey } from './keys/cart';
export { CHECKOUT_STORAGE_KEY, checkoutKey } from './keys/checkout';
export { FAVORITE_STORE_KEY, favoriteStoreKey } from './keys/favorite-store';
export { POPUP_DISMISSED_KEY, popupsDismissedKey } from './keys/popups-dismissed';
export { promoBarClosedKey, promoBarClosedKeys } from './keys/promo-bar-closed';
export { benefitBarClosedKey, benefitBarClosedKeys } from './keys/benefit-bar-closed';
export { BUY_IN_STORE_KEY, buyInStoreKey } from './keys/buy-in-store';
export { dismissedPromotionsKey } from './keys/dismissed-promotions';
export { flashToastKey } from './keys/flash-toast';
export { VISITOR_COUNTRY_KEY, visitorCountryKey } from './keys/visitor-country';
export { offlineCartAdds, offlineCartPendingKey } from './keys/offline-cart';

/** Every declared key, local storage first (the tests read it; pages import the keys they use). */
export const STORED_KEYS: readonly StoredKey[] = [
  cartKey,
  checkoutKey,
  offlineCartPendingKey,
  favoriteStoreKey,
  popupsDismissedKey,
  promoBarClosedKeys,
  benefitBarClosedKeys,
  buyInStoreKey,
  dismissedPromotionsKey,
  flashToastKey,
  visitorCountryKey,
];
