import * as z from 'zod';
import { ProductTileSchema } from '../../catalogue/schemas/catalog';

/**
 * Favorites, through the wishlists calls. The list belongs to the caller's session
 * (x-usid): a guest's list survives reloads for as long as its session cookie.
 */
export const FavoriteItemSchema = z.object({ id: z.string(), itemId: z.string(), addedAt: z.string(), product: ProductTileSchema.nullable() });
export type FavoriteItem = z.infer<typeof FavoriteItemSchema>;

export const FavoritesSchema = z.object({
  /** Null until the first item is added. */
  favoriteId: z.string().nullable(),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  items: z.array(FavoriteItemSchema),
});
export type Favorites = z.infer<typeof FavoritesSchema>;

/** POST /wishlists/v2/favorites body: id, qty 1, itemType product, favoriteId. */
export const AddFavoriteSchema = z.object({
  id: z.string().regex(/^[A-Z]{2}[A-Z0-9]{6}$/),
  qty: z.literal(1),
  itemType: z.literal('product'),
  favoriteId: z.string().nullable().optional(),
});
export type AddFavorite = z.infer<typeof AddFavoriteSchema>;

/** POST /wishlists/v2/favorites/{favoriteId}/share answers a read-only link; GET on it reads the shared list. */
export const FavoritesShareSchema = z.object({ favoriteId: z.string(), url: z.string() });
