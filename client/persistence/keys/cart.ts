import type { BareKey } from '../key';

/** JSON `{ basketId, items, lines? }`: the basket to restore after it expires, and the lines last seen. */
export const CART_STORAGE_KEY = 'ridgeline:cart';
export const cartKey = { name: CART_STORAGE_KEY, area: 'local', version: 1 } as const satisfies BareKey;
