import { signal } from '@preact/signals-core';
import type { StoreSnapshot } from '../../shared/page';
import { createDialogManager } from './dialog-manager';
import { createFavoritesStore } from './favorites';
import { createSessionStore } from './session';

/**
 * The shopper's client state. The worker creates one per request and the
 * browser one per page load: there is no module-level store to leak between
 * shoppers sharing an isolate.
 */
export function createStore(snapshot: StoreSnapshot) {
  return {
    cart: signal(snapshot.cart),
    auth: signal(snapshot.auth),
    /** What the page may know of the shopper's session (GET /fapi/session), asked after hydration when needed. */
    session: createSessionStore(),
    dialogs: createDialogManager(),
    /** The shopper's favorites (issue 4 §4): neutral until activated after hydration. */
    favorites: createFavoritesStore(),
    /** spec §3 favoriteStoreId, with the name to show; read from localStorage after hydration. */
    favoriteStore: signal<{ storeId: string; name: string } | null>(null),
    /** The product the one quickshop dialog shows (spec §2 quickshop); tiles only set it. */
    quickshop: signal<{ productId: string; productName: string } | null>(null),
  };
}

export type Store = ReturnType<typeof createStore>;

export const EMPTY_STORE: StoreSnapshot = {
  cart: { basketId: null, totalItems: 0 },
  auth: { type: 'Guest', firstName: null },
};
