import type { BareKey } from '../key';

/** A family, one per block id; text "true" once the promo bar is closed. */
export const promoBarClosedKeys = { name: 'ridgeline.promoBar.closed.', area: 'local', version: 1 } as const satisfies BareKey;

/** The key of one promo bar, by its block id. */
export const promoBarClosedKey = (blockId: string): BareKey => ({ ...promoBarClosedKeys, name: promoBarClosedKeys.name + blockId });
