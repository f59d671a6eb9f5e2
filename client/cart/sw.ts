/*
 * What the service worker takes from the offline cart: only fetch, IndexedDB and Web Locks behind
 * it, no window and no DOM. `handleCartSync` for the `sync` event, `clearOfflineQueue` for its
 * sign-out clearing (the page's `clearOfflineCart` also forgets what local storage holds, which a
 * worker cannot reach).
 */
export { CART_REPLAYED_MESSAGE, CART_SYNC_TAG, handleCartSync, type CartSyncEvent } from './offline/sync';
export { offlineAdds, replayQueue } from './offline/queue';
import { offlineAdds } from './offline/queue';

/** Empties the queue of adds made offline (sign-out). */
export function clearOfflineQueue(): Promise<void> {
  return offlineAdds()
    .clear()
    .catch(() => undefined);
}
