import { onDemand } from '#on-demand';
import { useEffect } from 'react';
import type { Store } from '../../state/store';
import { favoriteStoreKey, writeJson } from '../../persistence';
import type { FavoriteStore } from './favorite-store-key';

/** Remembers the shopper's store (favoriteStoreId) for this browser and this page. */
export function chooseFavoriteStore(store: Store, favorite: FavoriteStore): void {
  store.favoriteStore.value = favorite;
  // In private mode without storage the choice still holds for this page.
  writeJson(favoriteStoreKey, favorite);
}

/**
 * Loads the remembered store after hydration, so the server HTML stays shopper-neutral. Reading
 * it takes zod (the entry may have been tampered with), which loads then, not with the page.
 */
export function useFavoriteStoreHydration(store: Store): void {
  useEffect(() => {
    let mounted = true;
    void onDemand.favoriteStoreReader().then(
      ({ readFavoriteStore }) => {
        if (mounted && !store.favoriteStore.value) store.favoriteStore.value = readFavoriteStore();
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [store]);
}
