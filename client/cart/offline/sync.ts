import { offlineAdds, replayQueue } from './queue';

/*
 * The seam with the service worker. The worker's `sync` event for CART_SYNC_TAG runs
 * `handleCartSync`, which replays the queue with the same code the page runs, then tells every
 * open page so it can say what became of the adds. The page asks for that sync with
 * `requestCartSync` where the browser has Background Sync; it also replays by itself on the
 * `online` event and at start, so a browser without Background Sync (or a page without the
 * worker) still sends them, and a replay started twice still adds once.
 */

/** The Background Sync tag of the offline cart's replay. */
export const CART_SYNC_TAG = 'cart-replay';
/** The message a replay in the service worker posts to its pages. */
export const CART_REPLAYED_MESSAGE = 'cart-replayed';

/** The part of a SyncEvent the handler reads: the service worker passes its event as it is. */
export interface CartSyncEvent {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

interface PageClient {
  postMessage(message: unknown): void;
}

/** Tells every page of the service worker that a replay has finished. */
async function tellPages(): Promise<void> {
  const clients = (globalThis as { clients?: { matchAll(options: { type: 'window' }): Promise<readonly PageClient[]> } }).clients;
  for (const client of (await clients?.matchAll({ type: 'window' })) ?? []) client.postMessage({ type: CART_REPLAYED_MESSAGE });
}

/**
 * The service worker's `sync` handler: replays the offline adds for CART_SYNC_TAG and ignores
 * every other tag.
 * @example self.addEventListener('sync', handleCartSync);
 */
export function handleCartSync(event: CartSyncEvent): void {
  if (event.tag !== CART_SYNC_TAG) return;
  event.waitUntil(replayQueue(offlineAdds()).then(tellPages));
}

/** Asks the service worker for a background sync of the queue; false where the browser or the page has none. */
export async function requestCartSync(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(CART_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
