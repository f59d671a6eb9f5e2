import { useCallback, useEffect, useState } from 'react';
import type { FavoriteItem } from '../../../shared/account/schemas/favorites';
import { api, callApi, type ApiError } from '../../api';
import type { FavoritesStore } from '../../state/favorites';

export interface FavoritesListState {
  status: 'loading' | 'ready' | 'error';
  items: FavoriteItem[];
  total: number;
  favoriteId: string | null;
  /** A message for the shopper when loading, removing or sharing failed. */
  error: ApiError | null;
  loadingMore: boolean;
}

/**
 * The favorites page's list: one page of `pageSize` from start 0,
 * then 'load more'. Fetched only in the browser, after hydration: the list is
 * the shopper's and must not be in a shared server render.
 */
export function useFavoritesList({ shareId, pageSize, favorites, active }: { shareId: string | null; pageSize: number; favorites: FavoritesStore; active: boolean }) {
  const [state, setState] = useState<FavoritesListState>({ status: 'loading', items: [], total: 0, favoriteId: null, error: null, loadingMore: false });

  const fetchPage = useCallback(
    (start: number) =>
      shareId ? callApi(api.wishlists.sharedFavorites, { params: { favoriteId: shareId }, query: { start, count: pageSize } }) : callApi(api.wishlists.favorites, { query: { start, count: pageSize } }),
    [shareId, pageSize],
  );

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    void fetchPage(0).then((result) => {
      if (cancelled) return;
      setState(
        result.ok
          ? { status: 'ready', items: result.data.items, total: result.data.total, favoriteId: result.data.favoriteId ?? shareId, error: null, loadingMore: false }
          : { status: 'error', items: [], total: 0, favoriteId: null, error: result.error, loadingMore: false },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [active, fetchPage, shareId]);

  const loadMore = useCallback(async () => {
    setState((current) => ({ ...current, loadingMore: true, error: null }));
    const start = state.items.length;
    const result = await fetchPage(start);
    setState((current) => {
      if (!result.ok) return { ...current, loadingMore: false, error: result.error };
      const known = new Set(current.items.map((item) => item.itemId));
      return { ...current, loadingMore: false, total: result.data.total, items: [...current.items, ...result.data.items.filter((item) => !known.has(item.itemId))] };
    });
  }, [fetchPage, state.items.length]);

  const remove = useCallback(
    async (item: FavoriteItem): Promise<boolean> => {
      const favoriteId = state.favoriteId;
      if (!favoriteId || shareId) return false;
      const result = await callApi(api.wishlists.removeFavorite, { params: { favoriteId, itemId: item.itemId } });
      if (!result.ok) {
        setState((current) => ({ ...current, error: result.error }));
        return false;
      }
      favorites.forget(item.id);
      setState((current) => ({ ...current, error: null, total: Math.max(0, current.total - 1), items: current.items.filter((candidate) => candidate.itemId !== item.itemId) }));
      return true;
    },
    [favorites, shareId, state.favoriteId],
  );

  const share = useCallback(async (): Promise<string | null> => {
    const favoriteId = state.favoriteId;
    if (!favoriteId) return null;
    const result = await callApi(api.wishlists.shareFavorites, { params: { favoriteId } });
    if (!result.ok) {
      setState((current) => ({ ...current, error: result.error }));
      return null;
    }
    return result.data.favoriteId;
  }, [state.favoriteId]);

  return { state, loadMore, remove, share };
}
