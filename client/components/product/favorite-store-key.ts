/** Where the shopper's chosen store is remembered (the favoriteStoreId). */
export const FAVORITE_STORE_KEY = 'ridgeline:favoriteStore';

export interface FavoriteStore {
  storeId: string;
  name: string;
}
