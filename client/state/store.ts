import { signal } from '@preact/signals-core';
import type { StoreSnapshot } from '../../shared/page';
import { createDialogManager } from './dialog-manager';

/**
 * The shopper's client state. The worker creates one per request and the
 * browser one per page load: there is no module-level store to leak between
 * shoppers sharing an isolate.
 */
export function createStore(snapshot: StoreSnapshot) {
  return {
    cart: signal(snapshot.cart),
    auth: signal(snapshot.auth),
    dialogs: createDialogManager(),
  };
}

export type Store = ReturnType<typeof createStore>;

export const EMPTY_STORE: StoreSnapshot = {
  cart: { basketId: null, totalItems: 0 },
  auth: { type: 'Guest', firstName: null },
};
