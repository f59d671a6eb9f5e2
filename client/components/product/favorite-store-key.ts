/** Where the shopper's chosen store is remembered (spec §3 favoriteStoreId). */
export const FAVORITE_STORE_KEY = 'ridgeline:favoriteStore';

export interface FavoriteStore {
  storeId: string;
  name: string;
}
