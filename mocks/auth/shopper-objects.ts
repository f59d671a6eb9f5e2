/*
 * A sign-in hands over what the guest built, and every token answer names what the shopper owns.
 * Baskets and lists are the cart's, and the cart stands above the token service (it authenticates
 * with it), so the token route is given the cart's two calls by the mocks' entry rather than
 * importing them; these are the shapes both sides agree on.
 */

/** The guest's basket and lists, as the token call hands them over. */
export interface GuestObjects {
  basketId?: string | null;
  favoriteId?: string | null;
  saveForLaterId?: string | null;
}

/** The ids a shopper's token answer names. */
export interface OwnedObjects {
  basketId: string | null;
  favoriteId: string | null;
  favStoreId: string | null;
  saveForLaterId: string | null;
}

/** What the token route needs of the shopper's things. */
export interface ShopperObjects {
  /** Folds a guest's basket and lists into the signed-in shopper's. */
  mergeGuestObjects: (db: D1Database, consumerNo: string, guest: GuestObjects) => Promise<void>;
  /** The shopper's live basket on a site, and their lists. */
  ownedObjects: (db: D1Database, consumerNo: string, siteId: string) => Promise<OwnedObjects>;
}
