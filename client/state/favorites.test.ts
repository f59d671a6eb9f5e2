import { describe, expect, it } from 'vitest';
import type { Favorites } from '../../shared/account/schemas/favorites';
import { createFavoritesStore } from './favorites';

const tile = (id: string) => ({
  id,
  name: id,
  url: `/en-us/p/x-${id}`,
  image: { src: '/i.svg', alt: '' },
  colors: [],
  price: { currency: 'USD', lowOriginal: 1, highOriginal: 1, lowCurrent: 1, highCurrent: 1, percentagePriceDiscount: 0 },
  rating: { score: 0, reviewsCount: 0 },
  labels: [],
});
const list = (favoriteId: string | null, ids: string[], total = ids.length): Favorites => ({
  favoriteId,
  total,
  start: 0,
  items: ids.map((id) => ({ id, itemId: `FI-${id}`, addedAt: '2026-01-01T00:00:00Z', product: tile(id) })),
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, errorId: string, message: string) => json({ errorDetails: [{ errorId, message }], appId: 'a', correlationId: 'c' }, status);

/** A scripted backend: each call gets the next answer, and is recorded. */
function backend(...answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next();
  };
  return { calls, fetcher };
}

describe('favorites store', () => {
  it('reads the list once, then adds with id, qty 1, itemType product and the favoriteId', async () => {
    const { calls, fetcher } = backend(
      () => json(list('FAV1', ['AB123456'])),
      () => json(list('FAV1', ['CD123456', 'AB123456'])),
    );
    const store = createFavoritesStore(fetcher);
    await store.load();
    await store.load();
    expect(store.isFavorite('AB123456')).toBe(true);
    expect(await store.toggle('CD123456')).toBe(true);
    expect(store.items.value.get('CD123456')).toBe('FI-CD123456');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/wishlists/v2/favorites?start=0&count=100', 'POST /api/wishlists/v2/favorites']);
    expect(calls[1]!.body).toEqual({ id: 'CD123456', qty: 1, itemType: 'product', favoriteId: 'FAV1' });
  });

  it('pages through a long list so every heart is right', async () => {
    const first = list('FAV1', Array.from({ length: 100 }, (_, i) => `AB${String(i).padStart(6, '0')}`), 101);
    const second = { ...list('FAV1', ['ZZ000001'], 101), start: 100 };
    const { calls, fetcher } = backend(() => json(first), () => json(second));
    const store = createFavoritesStore(fetcher);
    await store.load();
    expect(store.items.value.size).toBe(101);
    expect(calls[1]!.url).toBe('/api/wishlists/v2/favorites?start=100&count=100');
  });

  it('flips at once and rolls back with the error message when the call fails', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetcher } = backend(
      () => json(list('FAV1', ['AB123456'])),
      async () => {
        await gate;
        return failure(401, 'AUT498', 'Invalid customer');
      },
    );
    const store = createFavoritesStore(fetcher);
    await store.load();
    const pending = store.toggle('AB123456');
    await Promise.resolve();
    await Promise.resolve();
    expect(store.isFavorite('AB123456')).toBe(false);
    expect(await store.toggle('AB123456')).toBe(false);
    release();
    expect(await pending).toBe(false);
    expect(store.isFavorite('AB123456')).toBe(true);
    expect(store.failure.value).toEqual({ productId: 'AB123456', error: { errorId: 'AUT498', message: 'Invalid customer', correlationId: 'c' } });
  });

  it('removes through the list item id', async () => {
    const { calls, fetcher } = backend(() => json(list('FAV1', ['AB123456'])), () => json(list('FAV1', [])));
    const store = createFavoritesStore(fetcher);
    await store.load();
    expect(await store.toggle('AB123456')).toBe(true);
    expect(store.isFavorite('AB123456')).toBe(false);
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/wishlists/v2/favorites/FAV1/items/FI-AB123456' });
  });

  it('rolls back when the network fails', async () => {
    const { fetcher } = backend(
      () => json(list(null, [])),
      () => Promise.reject(new TypeError('offline')),
    );
    const store = createFavoritesStore(fetcher);
    await store.load();
    expect(await store.toggle('AB123456')).toBe(false);
    expect(store.isFavorite('AB123456')).toBe(false);
    expect(store.failure.value?.error).toMatchObject({ errorId: 'GEN500', correlationId: null });
  });
});
