import type { BareKey } from '../key';

/** JSON `{ storeId, name }`, checked by its schema when read: the shopper's store (favoriteStoreId). */
export const FAVORITE_STORE_KEY = 'ridgeline:favoriteStore';
export const favoriteStoreKey = { name: FAVORITE_STORE_KEY, area: 'local', version: 1 } as const satisfies BareKey;
