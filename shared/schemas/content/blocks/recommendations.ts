// spec §2/§3 recommendation carousel and complete-the-look upsell.

export const RECOMMENDATION_BLOCKS = {} as const;
