import { z } from 'zod';
import { AddFavoriteSchema, FavoritesSchema, FavoritesShareSchema } from '../schemas';
import { endpoint } from './endpoint';

const PageQuerySchema = z.object({ start: z.number().int().nonnegative(), count: z.number().int().positive() });
/** A write answers the list's first page, or nothing; the favorites store decides what to make of it. */
const WriteAnswerSchema = FavoritesSchema.or(z.null());

/** The shopper's favorites (keyed upstream by the session) and shared lists; saved-for-later is the cart's. */
export const wishlists = {
  favorites: endpoint('GET', '/wishlists/v2/favorites', { query: PageQuerySchema, response: FavoritesSchema }),
  addFavorite: endpoint('POST', '/wishlists/v2/favorites', { body: AddFavoriteSchema, response: WriteAnswerSchema }),
  removeFavorite: endpoint('DELETE', '/wishlists/v2/favorites/:favoriteId/items/:itemId', { response: WriteAnswerSchema }),
  sharedFavorites: endpoint('GET', '/wishlists/v2/favorites/:favoriteId/share', { query: PageQuerySchema, response: FavoritesSchema }),
  shareFavorites: endpoint('POST', '/wishlists/v2/favorites/:favoriteId/share', { response: FavoritesShareSchema }),
} as const;
