// Recommendation constants, zod-free so the browser bundle can import them without zod.

/** At most this many recommendations are reported in one impression push. */
export const RECOMMENDATION_IMPRESSION_CAP = 24;
/** The upsell shows up to stackedCount, or this many. */
export const UPSELL_DEFAULT_COUNT = 3;
export const RECOMMENDATION_VARIANTS = ['3-cards', '5-cards', '6-cards'] as const;
export type RecommendationVariant = (typeof RECOMMENDATION_VARIANTS)[number];
