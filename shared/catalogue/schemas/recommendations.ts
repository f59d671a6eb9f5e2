import * as z from 'zod';
import { ImageSchema, PriceSchema } from './product';

export * from '../recommendations-limits';

// Recommendation item, as served by GET /products/v1/widgetRecommendations.

export const RecommendationItemSchema = z.object({
  productId: z.string(),
  id: z.string(),
  image: ImageSchema,
  title: z.string(),
  review_average: z.number().min(0).max(5),
  reviews_count: z.number().int().nonnegative(),
  price: PriceSchema,
  url: z.string(),
  recommendationId: z.string(),
  recToken: z.string(),
  rating: z.object({ showScore: z.boolean(), score: z.number().min(0).max(5) }),
});
export type RecommendationItem = z.infer<typeof RecommendationItemSchema>;

export const RecommendationsResponseSchema = z.object({
  widgetId: z.string(),
  recommendationId: z.string(),
  products: z.array(RecommendationItemSchema),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/**
 * The second recommendation engine: one array of recommendation sets for the
 * page, which blocks read by their `bloomreachIndex`; re-read on the recalculate event.
 */
export const RecommendationSetSchema = z.object({
  name: z.string(),
  recommendationId: z.string(),
  products: z.array(RecommendationItemSchema),
});
export type RecommendationSet = z.infer<typeof RecommendationSetSchema>;

export const RecommendationSetsResponseSchema = z.object({ sets: z.array(RecommendationSetSchema) });
export type RecommendationSetsResponse = z.infer<typeof RecommendationSetsResponseSchema>;
