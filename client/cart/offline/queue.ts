import type { AddToCartBody } from '../../../shared/cart/cart-routes';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/cart/idempotency';
import { isCartNotFound, isInvalidCustomer } from '../../../shared/cart/errors';
import { cart as cartRoutes } from '../../../shared/fapi/routes/cart';
import { fapiPath } from '../../../shared/fapi/route';
import { offlineCartAdds, recordStore, type RecordStore } from '../../persistence';

/*
 * The adds to cart made offline, and their replay. Only fetch, IndexedDB and Web Locks: no window
 * and no DOM, so the page and the service worker (its `sync` event) run the same code.
 *
 * An add is sent at most once per key however many replays run at once (two tabs, the `online`
 * event beside a background sync): a replay takes the key's Web Lock where the browser has Web
 * Locks and claims the record in IndexedDB in one transaction either way, and skips a key it cannot
 * have. Were both to fail, the worker and the backend still apply each key once. A record leaves
 * the queue only once the page has shown what became of it: a refused add is never dropped unseen.
 */

/** What became of a queued add: still to send, added, or refused by the cart (with the catalogue's error). */
export type QueuedAddState = 'waiting' | 'sent' | 'refused';

export interface QueuedAdd {
  /** The add's own idempotency key (a random UUID), sent as its Idempotency-Key. */
  key: string;
  /** The site the add was made on: it is sent there, priced in that site's currency. */
  locale: string;
  body: AddToCartBody;
  /** The product's name as the shopper saw it, for telling them what became of the add. */
  name: string;
  queuedAt: number;
  state: QueuedAddState;
  /** While a replay is sending it: until when the claim holds (a replay that died lets go by itself). */
  claimedUntil?: number;
  error?: { errorId: string; message: string };
}

export type NewQueuedAdd = Pick<QueuedAdd, 'locale' | 'body' | 'name'>;

/** How long a replay holds a key it is sending: longer than a request waits, short enough to retry soon after a crash. */
export const CLAIM_MS = 30_000;

/** The queue as IndexedDB keeps it (the tests pass an in-memory one). */
export const offlineAdds = (): RecordStore<QueuedAdd> => recordStore<QueuedAdd>(offlineCartAdds);

/** Queues an add made offline under a key of its own. */
export async function enqueueAdd(adds: RecordStore<QueuedAdd>, add: NewQueuedAdd, now = Date.now()): Promise<QueuedAdd> {
  const record: QueuedAdd = { ...add, key: crypto.randomUUID(), queuedAt: now, state: 'waiting' };
  await adds.put(record);
  return record;
}

/** How many adds are still to be sent. */
export async function waitingCount(adds: RecordStore<QueuedAdd>): Promise<number> {
  return (await adds.all()).filter((add) => add.state === 'waiting').length;
}

/** Claims a waiting add for one replay; null when it is sent, refused, gone or claimed by another replay. */
export function claimAdd(adds: RecordStore<QueuedAdd>, key: string, now = Date.now()): Promise<QueuedAdd | null> {
  return adds.update(key, (current) => (current && current.state === 'waiting' && !(current.claimedUntil !== undefined && current.claimedUntil > now) ? { ...current, claimedUntil: now + CLAIM_MS } : null));
}

type Outcome = { state: 'sent' } | { state: 'refused'; error: { errorId: string; message: string } } | { state: 'waiting' };

/**
 * What an answer means for a queued add: added; refused by the cart (a 4xx about the item: stock,
 * price, validity); or to try again later (no answer, the backend down, a limit, the same key
 * still being added, a basket gone or someone else's, which the worker has already replaced).
 */
export async function outcomeOf(response: Response): Promise<Outcome> {
  if (response.ok) return { state: 'sent' };
  const error = ((await response.json().catch(() => null)) as { errorDetails?: { errorId?: unknown; message?: unknown }[] } | null)?.errorDetails?.[0];
  const errorId = typeof error?.errorId === 'string' ? error.errorId : 'GEN500';
  const retry = response.status >= 500 || response.status === 429 || errorId === 'ADD_IN_PROGRESS' || isCartNotFound(errorId) || isInvalidCustomer(errorId);
  if (retry || response.status < 400) return { state: 'waiting' };
  return { state: 'refused', error: { errorId, message: typeof error?.message === 'string' ? error.message : '' } };
}

/** Sends one add to its site's add-to-cart route under its key; a network failure leaves it waiting. */
export async function sendAdd(add: QueuedAdd, fetcher: typeof fetch = fetch): Promise<Outcome> {
  try {
    const response = await fetcher(`/${add.locale}${fapiPath(cartRoutes.addItem)}`, {
      method: cartRoutes.addItem.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: add.key },
      body: JSON.stringify(add.body),
    });
    return await outcomeOf(response);
  } catch {
    return { state: 'waiting' };
  }
}

/** Runs `work` holding the key's Web Lock where the browser has Web Locks; skips it when another replay holds the lock. */
async function underKeyLock(key: string, work: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return work();
  await locks.request(`ridgeline-cart-add:${key}`, { ifAvailable: true }, (lock) => (lock ? work() : undefined));
}

export interface ReplayOptions {
  fetcher?: typeof fetch;
  now?: () => number;
}

/** Sends every waiting add once; answers how many were sent and refused by this replay. */
export async function replayQueue(adds: RecordStore<QueuedAdd>, { fetcher = fetch, now = Date.now }: ReplayOptions = {}): Promise<{ sent: number; refused: number }> {
  const tally = { sent: 0, refused: 0 };
  const waiting = (await adds.all()).filter((add) => add.state === 'waiting').sort((a, b) => a.queuedAt - b.queuedAt);
  // One at a time, in the order they were made: the cart sees the adds as the shopper made them.
  for (const { key } of waiting) {
    await underKeyLock(key, async () => {
      const claimed = await claimAdd(adds, key, now());
      if (!claimed) return;
      const outcome = await sendAdd(claimed, fetcher);
      await adds.update(key, (current) => {
        if (!current) return null;
        const { claimedUntil: _released, ...rest } = current;
        return outcome.state === 'refused' ? { ...rest, state: 'refused', error: outcome.error } : { ...rest, state: outcome.state };
      });
      if (outcome.state === 'sent') tally.sent += 1;
      if (outcome.state === 'refused') tally.refused += 1;
    });
  }
  return tally;
}

/** The adds whose fate is known (sent or refused), for the page to tell the shopper before they are forgotten. */
export async function settledAdds(adds: RecordStore<QueuedAdd>): Promise<QueuedAdd[]> {
  return (await adds.all()).filter((add) => add.state !== 'waiting');
}

/** Forgets adds the shopper has been told about. */
export async function forgetAdds(adds: RecordStore<QueuedAdd>, keys: readonly string[]): Promise<void> {
  for (const key of keys) await adds.delete(key);
}
