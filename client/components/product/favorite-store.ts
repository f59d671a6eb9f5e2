import { useEffect } from 'react';
import { z } from 'zod';
import type { Store } from '../../state/store';

const KEY = 'ridgeline:favoriteStore';
const FavoriteStoreSchema = z.object({ storeId: z.string().max(40), name: z.string().max(120) });
export type FavoriteStore = z.infer<typeof FavoriteStoreSchema>;

/** Reads the remembered store; a missing, blocked or tampered entry is no store. */
export function readFavoriteStore(): FavoriteStore | null {
  try {
    const parsed = FavoriteStoreSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers the shopper's store (spec §3 favoriteStoreId) for this browser and this page. */
export function chooseFavoriteStore(store: Store, favorite: FavoriteStore): void {
  store.favoriteStore.value = favorite;
  try {
    localStorage.setItem(KEY, JSON.stringify(favorite));
  } catch {
    // Private mode without storage: the choice still holds for this page.
  }
}

/** Loads the remembered store after hydration, so the server HTML stays shopper-neutral. */
export function useFavoriteStoreHydration(store: Store): void {
  useEffect(() => {
    if (!store.favoriteStore.value) store.favoriteStore.value = readFavoriteStore();
  }, [store]);
}
