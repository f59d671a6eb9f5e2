import { batch, signal } from '@preact/signals-core';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { FavoritesSchema, FavoritesShareSchema, type Favorites } from '../../shared/schemas';
import { ErrorResponseSchema } from '../../shared/schemas/error';
import { isEmployeeConnected, readBuyInStoreSession } from './buy-in-store';

export const FAVORITES_API = '/api/wishlists/v2/favorites';
/** The wishlist service's largest page; a longer list takes a few pages. */
export const FAVORITES_PREFETCH_COUNT = 100;
/** Hearts beyond this many favorites start unpressed rather than costing more calls. */
const FAVORITES_PREFETCH_MAX = 500;
const GENERIC_ERROR = 'Something went wrong. Please try again.';

export type FavoritesResult<T> = { ok: true; data: T } | { ok: false; status: number; errorId: string; message: string };
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * One call to the wishlists API through the storefront proxy. The proxy gives a
 * guest its session cookie on the first write, so the list follows the browser.
 */
export async function favoritesRequest<S extends z.ZodType>(fetcher: Fetch, path: string, schema: S | null, init: { method?: string; body?: unknown } = {}): Promise<FavoritesResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetcher(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, status: 0, errorId: 'GEN500', message: GENERIC_ERROR };
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(json);
    const detail = parsed.success ? parsed.data.errorDetails[0]! : { errorId: 'GEN500', message: GENERIC_ERROR };
    return { ok: false, status: response.status, ...detail };
  }
  // Without a schema the caller validates the body itself (writes answer the list, or nothing).
  if (!schema) return { ok: true, data: json as z.infer<S> };
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status, errorId: 'GEN500', message: GENERIC_ERROR };
}

export const favoritesApi = {
  list: (start: number, count: number) => `${FAVORITES_API}?start=${start}&count=${count}`,
  item: (favoriteId: string, itemId: string) => `${FAVORITES_API}/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(itemId)}`,
  /** POST creates the share; GET with paging reads the shared list. */
  share: (favoriteId: string, page?: { start: number; count: number }) =>
    `${FAVORITES_API}/${encodeURIComponent(favoriteId)}/share${page ? `?start=${page.start}&count=${page.count}` : ''}`,
};

export { FavoritesSchema, FavoritesShareSchema };

/**
 * The shopper's favorites for one page load: which products are hearted
 * (product id → list item id) and the list's favoriteId. Created with the rest
 * of the store per request / page load, never shared between shoppers.
 * Nothing is fetched until a heart or the favorites page activates it after
 * hydration, so server and first client render agree (all hearts neutral).
 */
export function createFavoritesStore(fetcher: Fetch = (input, init) => fetch(input, init)) {
  const favoriteId = signal<string | null>(null);
  const items = signal<ReadonlyMap<string, string>>(new Map());
  const status = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const pending = signal<ReadonlySet<string>>(new Set());
  /** The last failed toggle, for the heart that caused it to announce. */
  const failure = signal<{ productId: string; message: string } | null>(null);
  /** spec §4: set after hydration from the buy-in-store session. */
  const employeeConnected = signal(false);
  let loading: Promise<void> | null = null;
  let activated = false;

  function load(): Promise<void> {
    loading ??= (async () => {
      status.value = 'loading';
      const known = new Map<string, string>();
      let list: Favorites | null = null;
      for (let start = 0; start < FAVORITES_PREFETCH_MAX; start += FAVORITES_PREFETCH_COUNT) {
        const result = await favoritesRequest(fetcher, favoritesApi.list(start, FAVORITES_PREFETCH_COUNT), FavoritesSchema);
        if (!result.ok) {
          status.value = 'error';
          // A failed read may be retried by the next activation or click.
          loading = null;
          return;
        }
        list = result.data;
        for (const item of list.items) known.set(item.id, item.itemId);
        if (list.items.length === 0 || start + list.items.length >= list.total) break;
      }
      batch(() => {
        if (list?.favoriteId) favoriteId.value = list.favoriteId;
        items.value = known;
        status.value = 'ready';
      });
    })();
    return loading;
  }

  function setPending(productId: string, on: boolean): void {
    const next = new Set(pending.value);
    if (on) next.add(productId);
    else next.delete(productId);
    pending.value = next;
  }

  function withItem(productId: string, itemId: string | null): void {
    const next = new Map(items.value);
    if (itemId === null) next.delete(productId);
    else next.set(productId, itemId);
    items.value = next;
  }

  /**
   * A write answers the list's first page (newest first): enough to learn the
   * list id and a new item's id. Without that, the list is read again.
   */
  async function settle(productId: string, added: boolean, data: unknown): Promise<void> {
    const parsed = FavoritesSchema.safeParse(data);
    const item = parsed.success ? parsed.data.items.find((candidate) => candidate.id === productId) : undefined;
    if (parsed.success && (!added || item)) {
      batch(() => {
        if (parsed.data.favoriteId) favoriteId.value = parsed.data.favoriteId;
        if (item) withItem(productId, item.itemId);
      });
      return;
    }
    loading = null;
    await load();
  }

  return {
    favoriteId,
    items,
    status,
    pending,
    failure,
    employeeConnected,
    load,
    /** Called by the first heart or the favorites page once hydrated: reads the employee session, then the list when idle. */
    activate(): void {
      if (activated) return;
      activated = true;
      employeeConnected.value = isEmployeeConnected(readBuyInStoreSession());
      if (employeeConnected.value) return;
      const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
      if (idle) idle(() => void load(), { timeout: 2000 });
      else setTimeout(() => void load(), 0);
    },
    isFavorite(productId: string): boolean {
      return items.value.has(productId);
    },
    /**
     * Optimistic: the heart flips at once and flips back if the call fails.
     * A second click while one is in flight is ignored.
     */
    async toggle(productId: string): Promise<boolean> {
      if (pending.value.has(productId) || employeeConnected.value) return false;
      setPending(productId, true);
      failure.value = null;
      try {
        // Normally settled long before a click: the flip below is still immediate.
        await load();
        const wasFavorite = items.value.has(productId);
        const previousItemId = items.value.get(productId) ?? null;
        withItem(productId, wasFavorite ? null : '');
        const result =
          wasFavorite && previousItemId && favoriteId.value
            ? await favoritesRequest(fetcher, favoritesApi.item(favoriteId.value, previousItemId), null, { method: 'DELETE' })
            : await favoritesRequest(fetcher, FAVORITES_API, null, {
                method: 'POST',
                body: { id: productId, qty: 1, itemType: 'product', favoriteId: favoriteId.value },
              });
        if (!result.ok) {
          withItem(productId, previousItemId);
          failure.value = { productId, message: result.message };
          return false;
        }
        await settle(productId, !wasFavorite, result.data);
        return true;
      } finally {
        setPending(productId, false);
      }
    },
    /** The favorites page removed an item itself: keep the hearts in step. */
    forget(productId: string): void {
      withItem(productId, null);
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** spec §6/§9 favorites configuration from AppState; the employee check is added in the browser. */
export interface FavoritesConfig {
  enabled: boolean;
  pageSize: number;
}

const FavoritesConfigContext = createContext<FavoritesConfig>({ enabled: false, pageSize: 24 });
export const FavoritesConfigProvider = FavoritesConfigContext.Provider;
export function useFavoritesConfig(): FavoritesConfig {
  return useContext(FavoritesConfigContext);
}
