import * as z from 'zod';
import { favoriteStoreKey, readChecked } from '../../persistence';
import type { FavoriteStore } from './favorite-store-key';

const FavoriteStoreSchema = z.object({ storeId: z.string().max(40), name: z.string().max(120) }) satisfies z.ZodType<FavoriteStore>;

/** Reads the remembered store; a missing, blocked or tampered entry is no store. */
export function readFavoriteStore(): FavoriteStore | null {
  return readChecked(favoriteStoreKey, FavoriteStoreSchema);
}
