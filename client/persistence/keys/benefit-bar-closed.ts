import type { BareKey } from '../key';

/** A family, one per block id; text "true" once the benefit bar is closed. */
export const benefitBarClosedKeys = { name: 'ridgeline:benefit-bar-closed:', area: 'local', version: 1 } as const satisfies BareKey;

/** The key of one benefit bar, by its block id. */
export const benefitBarClosedKey = (blockId: string): BareKey => ({ ...benefitBarClosedKeys, name: benefitBarClosedKeys.name + blockId });
