import type { BareKey } from '../key';

/** JSON array of the approaching-promotion ids the shopper dismissed. */
export const dismissedPromotionsKey = { name: 'ridgeline:dismissedPromotions', area: 'session', version: 1 } as const satisfies BareKey;
