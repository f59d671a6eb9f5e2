import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordStore } from '../../persistence';
import { CLAIM_MS, claimAdd, enqueueAdd, forgetAdds, replayQueue, settledAdds, waitingCount, type QueuedAdd } from './queue';
import { CART_SYNC_TAG, handleCartSync } from './sync';

/** The queue's store in memory, each update one step as an IndexedDB transaction is. */
function memoryStore(): RecordStore<QueuedAdd> & { records: Map<string, QueuedAdd> } {
  const records = new Map<string, QueuedAdd>();
  return {
    records,
    all: async () => [...records.values()],
    put: async (record) => void records.set(record.key, record),
    delete: async (key) => void records.delete(key),
    clear: async () => records.clear(),
    update: async (key, change) => {
      const next = change(records.get(key));
      if (next) records.set(key, next);
      return next;
    },
  };
}

const JACKET = { locale: 'de-de', body: { productId: 'JK00000101-M', qty: 1 }, name: 'Ridge Jacket' };
const FLEECE = { locale: 'en-us', body: { productId: 'FL00000201-S', qty: 2 }, name: 'Trail Fleece' };

const answer = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, errorId: string, message: string) => answer(status, { errorDetails: [{ errorId, message }], correlationId: 'c1' });

/** A backend that applies each key once, as the worker and the mocks do, and answers after a tick. */
function backend(refuse: (url: string, body: string) => Response | null = () => null) {
  const calls: { url: string; key: string | null; body: string }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('idempotency-key');
    calls.push({ url: String(url), key, body: String(init?.body) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    return refuse(String(url), String(init?.body)) ?? answer(200, { cart: null, saveForLater: null });
  });
  return { calls, fetcher: fetcher as unknown as typeof fetch };
}

afterEach(() => vi.unstubAllGlobals());

describe('the offline cart queue', () => {
  it('queues an add with a key of its own, the site it was made on and the time', async () => {
    const adds = memoryStore();
    const first = await enqueueAdd(adds, JACKET, 1000);
    const second = await enqueueAdd(adds, JACKET, 2000);
    expect(first).toMatchObject({ ...JACKET, queuedAt: 1000, state: 'waiting' });
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).not.toBe(first.key);
    expect(await waitingCount(adds)).toBe(2);
  });

  it('lets one replay claim an add, until the claim lapses', async () => {
    const adds = memoryStore();
    const { key } = await enqueueAdd(adds, JACKET);
    expect(await claimAdd(adds, key, 0)).not.toBeNull();
    expect(await claimAdd(adds, key, CLAIM_MS - 1)).toBeNull();
    expect(await claimAdd(adds, key, CLAIM_MS + 1)).not.toBeNull();
    expect(await claimAdd(adds, 'gone', 0)).toBeNull();
  });

  it('sends each add once with its key to its own site, even when two replays run at once', async () => {
    const adds = memoryStore();
    const jacket = await enqueueAdd(adds, JACKET, 1);
    const fleece = await enqueueAdd(adds, FLEECE, 2);
    const { calls, fetcher } = backend();
    const [a, b] = await Promise.all([replayQueue(adds, { fetcher }), replayQueue(adds, { fetcher })]);
    expect(a.sent + b.sent).toBe(2);
    expect(calls.map((call) => [call.url, call.key])).toEqual([
      ['/de-de/fapi/cart/items', jacket.key],
      ['/en-us/fapi/cart/items', fleece.key],
    ]);
    expect(JSON.parse(calls[0]!.body)).toEqual(JACKET.body);
    // A third replay finds nothing left to send.
    await replayQueue(adds, { fetcher });
    expect(calls).toHaveLength(2);
    expect((await settledAdds(adds)).map((add) => add.state)).toEqual(['sent', 'sent']);
  });

  it('takes the Web Lock of a key where the browser has Web Locks, and skips a key another replay holds', async () => {
    const held = new Set<string>();
    const request = vi.fn(async (name: string, _options: { ifAvailable: boolean }, work: (lock: object | null) => Promise<void>) => {
      if (held.has(name)) return work(null);
      held.add(name);
      try {
        return await work({ name });
      } finally {
        held.delete(name);
      }
    });
    vi.stubGlobal('navigator', { locks: { request } });
    const adds = memoryStore();
    const { key } = await enqueueAdd(adds, JACKET);
    const { calls, fetcher } = backend();
    await Promise.all([replayQueue(adds, { fetcher }), replayQueue(adds, { fetcher })]);
    expect(calls).toHaveLength(1);
    expect(request).toHaveBeenCalledWith(`ridgeline-cart-add:${key}`, { ifAvailable: true }, expect.any(Function));
  });

  it('keeps a refused add, with the catalogue error, until the page has reported it', async () => {
    const adds = memoryStore();
    const refused = await enqueueAdd(adds, JACKET);
    const sent = await enqueueAdd(adds, FLEECE);
    const { fetcher } = backend((_url, body) => (body.includes('JK00000101-M') ? refusal(409, 'INV700', 'Item out of stock') : null));
    expect(await replayQueue(adds, { fetcher })).toEqual({ sent: 1, refused: 1 });
    const settled = await settledAdds(adds);
    expect(settled.find((add) => add.key === refused.key)).toMatchObject({ state: 'refused', error: { errorId: 'INV700', message: 'Item out of stock' }, name: 'Ridge Jacket' });
    expect(settled.find((add) => add.key === sent.key)?.state).toBe('sent');
    // Still there for the page to report; a replay does not send it again.
    await replayQueue(adds, { fetcher });
    expect(adds.records.size).toBe(2);
    await forgetAdds(adds, [refused.key, sent.key]);
    expect(adds.records.size).toBe(0);
  });

  it('leaves an add waiting when no answer comes, the backend fails, or the same key is still being added', async () => {
    for (const fail of [() => Promise.reject(new TypeError('Failed to fetch')), async () => answer(502), async () => refusal(409, 'ADD_IN_PROGRESS', 'busy'), async () => refusal(404, 'CART_NOT_FOUND', 'gone')]) {
      const adds = memoryStore();
      await enqueueAdd(adds, JACKET);
      expect(await replayQueue(adds, { fetcher: fail as unknown as typeof fetch })).toEqual({ sent: 0, refused: 0 });
      const [add] = await adds.all();
      expect(add?.state).toBe('waiting');
      expect(add?.claimedUntil).toBeUndefined();
    }
  });
});

describe('the service worker seam', () => {
  it('replays on the cart sync tag only', () => {
    const waitUntil = vi.fn();
    handleCartSync({ tag: 'something-else', waitUntil });
    expect(waitUntil).not.toHaveBeenCalled();
    expect(CART_SYNC_TAG).toBe('cart-replay');
  });
});
