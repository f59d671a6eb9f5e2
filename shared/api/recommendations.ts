import { z } from 'zod';
import { RecommendationSetsResponseSchema, RecommendationsResponseSchema } from '../schemas';
import { endpoint } from './endpoint';

/** The page a recommendation is for: its product or category, when it has one. */
const PageContextQuerySchema = z.object({ productId: z.string().optional(), categoryId: z.string().optional(), count: z.number().int().positive().optional() });

/** The widget endpoint and the second recommendation engine's per-page array. */
export const recommendations = {
  widgetRecommendations: endpoint('GET', '/products/v1/widgetRecommendations', { query: PageContextQuerySchema.extend({ widgetId: z.string() }), response: RecommendationsResponseSchema }),
  recommendationSets: endpoint('GET', '/products/v1/recommendationSets', { query: PageContextQuerySchema, response: RecommendationSetsResponseSchema }),
} as const;
