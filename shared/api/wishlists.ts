import * as z from 'zod';
import { AddFavoriteSchema, FavoritesSchema, FavoritesShareSchema } from '../account/schemas/favorites';
import { endpoints } from './endpoint';
import * as routes from './routes/wishlists';

const PageQuerySchema = z.object({ start: z.number().int().nonnegative(), count: z.number().int().positive() });
/** A write answers the list's first page, or nothing; the favorites store decides what to make of it. */
const WriteAnswerSchema = FavoritesSchema.or(z.null());

/** The shopper's favorites (keyed upstream by the session) and shared lists; saved-for-later is the cart's. */
export const wishlists = endpoints(routes.wishlists, {
  favorites: { query: PageQuerySchema, response: FavoritesSchema },
  addFavorite: { body: AddFavoriteSchema, response: WriteAnswerSchema },
  removeFavorite: { response: WriteAnswerSchema },
  sharedFavorites: { query: PageQuerySchema, response: FavoritesSchema },
  shareFavorites: { response: FavoritesShareSchema },
});
