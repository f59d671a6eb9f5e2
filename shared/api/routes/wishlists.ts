import { route, routes } from '../route';

/** The shopper's favorites (keyed upstream by the session) and shared lists; saved-for-later is the cart's. */
export const wishlists = routes('wishlists', {
  favorites: route('GET', '/wishlists/v2/favorites'),
  addFavorite: route('POST', '/wishlists/v2/favorites'),
  removeFavorite: route('DELETE', '/wishlists/v2/favorites/:favoriteId/items/:itemId'),
  sharedFavorites: route('GET', '/wishlists/v2/favorites/:favoriteId/share'),
  shareFavorites: route('POST', '/wishlists/v2/favorites/:favoriteId/share'),
});
