import { z } from 'zod';
import { FAVORITE_STORE_KEY, type FavoriteStore } from './favorite-store-key';

const FavoriteStoreSchema = z.object({ storeId: z.string().max(40), name: z.string().max(120) }) satisfies z.ZodType<FavoriteStore>;

/** Reads the remembered store; a missing, blocked or tampered entry is no store. */
export function readFavoriteStore(): FavoriteStore | null {
  try {
    const parsed = FavoriteStoreSchema.safeParse(JSON.parse(localStorage.getItem(FAVORITE_STORE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
