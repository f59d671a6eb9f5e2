import * as z from 'zod';
import { RecommendationSetsResponseSchema, RecommendationsResponseSchema } from '../catalogue/schemas/recommendations';
import { endpoints } from './endpoint';
import * as routes from './routes/recommendations';

/** The page a recommendation is for: its product or category, when it has one. */
const PageContextQuerySchema = z.object({ productId: z.string().optional(), categoryId: z.string().optional(), count: z.number().int().positive().optional() });

/** The widget endpoint and the second recommendation engine's per-page array. */
export const recommendations = endpoints(routes.recommendations, {
  widgetRecommendations: { query: PageContextQuerySchema.extend({ widgetId: z.string() }), response: RecommendationsResponseSchema },
  recommendationSets: { query: PageContextQuerySchema, response: RecommendationSetsResponseSchema },
});
