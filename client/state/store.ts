import { computed, signal } from '@preact/signals-core';
import type { StoreSnapshot } from '../../shared/page';
import type { Cart, SaveForLater } from '../../shared/cart/schemas/cart';
import type { SiteSwitch } from '../../shared/cart/cart-routes';
import type { InteractionOrigin } from '../analytics/payloads';
import { createDialogManager } from './dialog-manager';
import { createFavoritesStore } from './favorites';
import { createToastQueue } from './toasts';
import { createSessionStore } from './session';

/**
 * The shopper's client state. The worker creates one per request and the
 * browser one per page load: there is no module-level store to leak between
 * shoppers sharing an isolate.
 */
export function createStore(snapshot: StoreSnapshot) {
  /**
   * The basket's lines and totals once something read it (the cart page's server render, the
   * mini-cart, an add); undefined until then. The code that fills it loads on first use.
   */
  const cartDetail = signal<Cart | null | undefined>(undefined);
  const session = createSessionStore();
  return {
    /** The header's basket id and count: the server's until the basket is read, then the basket's own. */
    cart: computed(() => {
      const detail = cartDetail.value;
      return detail === undefined ? snapshot.cart : { basketId: detail?.basketId ?? null, totalItems: detail?.totalItems ?? 0 };
    }),
    cartSettings: snapshot.cartSettings,
    cartDetail,
    /** The saved-for-later list; null until read (never while a store employee is connected). */
    savedForLater: signal<SaveForLater | null>(null),
    /** The basket came over from another site on this page (a cart call moved it): the cart and mini-cart say so. */
    cartSiteSwitch: signal<SiteSwitch | null>(null),
    /** One in-flight cart call at a time; controls that change the cart wait for it. */
    cartBusy: signal(false),
    toasts: createToastQueue({ dismissMs: snapshot.cartSettings.toastDismissMs }),
    /** Guest or registered and the first name: the server's word until the session summary is known, then the summary's, so a sign-in or sign-out shows at once. */
    auth: computed((): StoreSnapshot['auth'] => {
      const summary = session.summary.value;
      return summary ? { type: summary.type === 'Registered' ? 'Registered' : 'Guest', firstName: summary.firstName } : snapshot.auth;
    }),
    /** What the page may know of the shopper's session (GET /fapi/session), asked after hydration when needed. */
    session,
    dialogs: createDialogManager(),
    /** The shopper's favorites: neutral until activated after hydration. */
    favorites: createFavoritesStore(),
    /** favoriteStoreId, with the name to show; read from localStorage after hydration. */
    favoriteStore: signal<{ storeId: string; name: string } | null>(null),
    /** The product the one quickshop dialog shows and where it was opened from (an add's origin); tiles only set it. */
    quickshop: signal<{ productId: string; productName: string; origin?: InteractionOrigin } | null>(null),
  };
}

export type Store = ReturnType<typeof createStore>;

export const EMPTY_STORE: StoreSnapshot = {
  cart: { basketId: null, totalItems: 0 },
  cartSettings: { miniCart: true, toastDismissMs: 5000 },
  auth: { type: 'Guest', firstName: null },
};
