import type { BareKey } from '../key';

/** JSON, checked by the checkout order's schema: the step, the attempt id, the threshold status, the terms accepted. */
export const CHECKOUT_STORAGE_KEY = 'ridgeline:checkout';
export const checkoutKey = { name: CHECKOUT_STORAGE_KEY, area: 'local', version: 1 } as const satisfies BareKey;
