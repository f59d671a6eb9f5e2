// spec §2/§3 segmentation, experience wrapper and filter-by wrapper.

export const PERSONALISATION_BLOCKS = {} as const;
