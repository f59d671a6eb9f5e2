/** The shopper's chosen store (the favoriteStoreId), remembered under the persistence module's favoriteStoreKey. */
export interface FavoriteStore {
  storeId: string;
  name: string;
}
