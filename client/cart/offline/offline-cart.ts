import { errorMessage, type Translate } from '../../../shared/i18n';
import { forget, offlineCartPendingKey, writeText } from '../../persistence';
import type { Store } from '../../state/store';
import { forgetRememberedCart, loadCart } from '../cart-actions';
import { enqueueAdd, forgetAdds, offlineAdds, replayQueue, settledAdds, waitingCount, type NewQueuedAdd, type QueuedAdd } from './queue';
import { CART_REPLAYED_MESSAGE, requestCartSync } from './sync';

/*
 * The offline cart in the page: queues an add made offline, replays the queue at start and when the
 * connection returns, and tells the shopper what became of each add (a toast for those sent, a
 * toast that stays for those refused, with the error catalogue's message) before forgetting it.
 * Loaded on demand: when an add fails for want of a network, or at start when the one storage
 * flag says adds may be waiting.
 */

/** Fired on the window when the queue changes, so the views showing its count read it again (WaitingAdds spells it too). */
export const OFFLINE_CART_CHANGED = 'ridgeline:offline-cart-changed';

const changed = () => window.dispatchEvent(new Event(OFFLINE_CART_CHANGED));

/** Whether a failed add failed for want of a network (the browser offline, or no answer at all): one to queue. */
export function failedOffline(status: number): boolean {
  return status === 0 || navigator.onLine === false;
}

/** How many adds are waiting to be sent; none where IndexedDB is refused. */
export function waitingAdds(): Promise<number> {
  return waitingCount(offlineAdds()).catch(() => 0);
}

/** Queues an add made offline and answers how many now wait; null where the browser keeps nothing (IndexedDB refused). */
export async function queueAdd(store: Store, t: Translate, add: NewQueuedAdd): Promise<number | null> {
  try {
    await enqueueAdd(offlineAdds(), add);
  } catch {
    return null;
  }
  writeText(offlineCartPendingKey, '1');
  changed();
  void requestCartSync();
  startOfflineCart(store, t);
  return waitingAdds();
}

/** A refusal in the shopper's words: the catalogue's message for its id. */
function refusalText(t: Translate, add: QueuedAdd): string {
  const error = add.error ?? { errorId: 'GEN500', message: '' };
  const text = errorMessage(t, error);
  return add.name ? `${add.name}: ${text}` : text;
}

/**
 * Tells the shopper what became of the adds whose fate is known, then forgets them: the cart is
 * read again when any went in. A refusal is forgotten only once its toast is showing.
 */
async function settle(store: Store, t: Translate): Promise<void> {
  const adds = offlineAdds();
  const settled = await settledAdds(adds);
  const sent = settled.filter((add) => add.state === 'sent');
  const refused = settled.filter((add) => add.state === 'refused');
  const told: string[] = [];
  if (sent.length) {
    await loadCart(store);
    store.toasts.show({ kind: 'success', title: t('cart.offline.sent') });
    told.push(...sent.map((add) => add.key));
  }
  if (refused.length) {
    // Never closed by a timer: the shopper must see that an add they made did not go in.
    const shown = store.toasts.show({ kind: 'error', title: t('cart.offline.refusedTitle'), message: refused.map((add) => refusalText(t, add)).join('\n'), autoClose: false });
    if (shown) told.push(...refused.map((add) => add.key));
  }
  await forgetAdds(adds, told);
  if (!(await adds.all()).length) forget(offlineCartPendingKey);
  changed();
}

/** Replays the queue from this page, then says what became of it. */
async function replayHere(store: Store, t: Translate): Promise<void> {
  try {
    await replayQueue(offlineAdds());
    await settle(store, t);
  } catch {
    // IndexedDB refused: nothing was kept to send.
  }
}

const started = new WeakSet<Store>();

/**
 * Starts the page's replay once per page: now when online, again on each `online` event, and
 * whenever the service worker says its background sync has replayed.
 */
export function startOfflineCart(store: Store, t: Translate): void {
  if (started.has(store)) return;
  started.add(store);
  window.addEventListener('online', () => void replayHere(store, t));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === CART_REPLAYED_MESSAGE) void settle(store, t).catch(() => undefined);
  });
  if (navigator.onLine !== false) void replayHere(store, t);
}

/**
 * Forgets every add waiting to be sent and the cart last seen: sign-out calls it, so nothing of
 * the shopper stays in this browser for the next one.
 */
export async function clearOfflineCart(): Promise<void> {
  forgetRememberedCart();
  forget(offlineCartPendingKey);
  await offlineAdds()
    .clear()
    .catch(() => undefined);
}
