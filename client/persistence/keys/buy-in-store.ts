import type { BareKey } from '../key';

/** JSON, checked by its schema: the store and the employee selling in store for this tab. */
export const BUY_IN_STORE_KEY = 'ridgeline:buyInStore';
export const buyInStoreKey = { name: BUY_IN_STORE_KEY, area: 'session', version: 1 } as const satisfies BareKey;
