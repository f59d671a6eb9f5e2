import { batch, signal } from '@preact/signals-core';
import { createContext, useContext } from 'react';
import type { Favorites } from '../../shared/account/schemas/favorites';
import { api, callApi, type ApiError, type Fetch } from '../api';

/** The wishlist service's largest page; a longer list takes a few pages. */
export const FAVORITES_PREFETCH_COUNT = 100;
/** Hearts beyond this many favorites start unpressed rather than costing more calls. */
const FAVORITES_PREFETCH_MAX = 500;

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
  const failure = signal<{ productId: string; error: ApiError } | null>(null);
  let loading: Promise<void> | null = null;
  let activated = false;

  function load(): Promise<void> {
    loading ??= (async () => {
      status.value = 'loading';
      const known = new Map<string, string>();
      let list: Favorites | null = null;
      for (let start = 0; start < FAVORITES_PREFETCH_MAX; start += FAVORITES_PREFETCH_COUNT) {
        const result = await callApi(api.wishlists.favorites, { query: { start, count: FAVORITES_PREFETCH_COUNT } }, fetcher);
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
  async function settle(productId: string, added: boolean, answer: Favorites | null): Promise<void> {
    const item = answer?.items.find((candidate) => candidate.id === productId);
    if (answer && (!added || item)) {
      batch(() => {
        if (answer.favoriteId) favoriteId.value = answer.favoriteId;
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
    load,
    /**
     * Called by the first heart or the favorites page once hydrated: reads the list when idle.
     * While a store employee is connected the worker renders favorites switched off, so nothing activates.
     */
    activate(): void {
      if (activated) return;
      activated = true;
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
      if (pending.value.has(productId)) return false;
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
            ? await callApi(api.wishlists.removeFavorite, { params: { favoriteId: favoriteId.value, itemId: previousItemId } }, fetcher)
            : await callApi(api.wishlists.addFavorite, { body: { id: productId, qty: 1, itemType: 'product', favoriteId: favoriteId.value } }, fetcher);
        if (!result.ok) {
          withItem(productId, previousItemId);
          failure.value = { productId, error: result.error };
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
    /** The shopper signed out: their list is no longer this page's; the next activation reads the guest's. */
    reset(): void {
      batch(() => {
        favoriteId.value = null;
        items.value = new Map();
        status.value = 'idle';
        failure.value = null;
      });
      loading = null;
      activated = false;
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** Favorites configuration from AppState; the employee check is added in the browser. */
export interface FavoritesConfig {
  enabled: boolean;
  pageSize: number;
  /** Switched off because a store employee is connected (the buy-in-store session). */
  inStore?: true;
}

const FavoritesConfigContext = createContext<FavoritesConfig>({ enabled: false, pageSize: 24 });
export const FavoritesConfigProvider = FavoritesConfigContext.Provider;
export function useFavoritesConfig(): FavoritesConfig {
  return useContext(FavoritesConfigContext);
}
