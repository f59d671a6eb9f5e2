import * as z from 'zod';
import { RECOMMENDATION_VARIANTS, RecommendationItemSchema } from '../../../catalogue/schemas/recommendations';
import { PlainText, RichTextHtml } from '../common';

// Recommendation carousel and complete-the-look upsell (Recommendation block).

const RecommendationFields = {
  id: z.string(),
  title: PlainText.optional(),
  titleHtml: RichTextHtml.optional(),
  /** Which recommendation strategy the endpoint runs. */
  widgetId: z.string().regex(/^[a-z0-9-]{1,40}$/),
  showRatings: z.boolean().default(true),
  quickShopVisibility: z.boolean().default(false),
  addToCartControls: z.enum(['cta', 'checkbox']).optional(),
  /** Editor-pinned products; when present the endpoint is not called. */
  recommendedProducts: z.array(RecommendationItemSchema).optional(),
  monetateDecision: z.object({ name: z.string(), Control: z.boolean() }).optional(),
  selected: z.boolean().default(true),
  bloomreachIndex: z.number().int().nonnegative().optional(),
};

export const RecommendationCarouselSchema = z.object({
  ...RecommendationFields,
  type: z.literal('recommendation-carousel'),
  variant: z.enum(RECOMMENDATION_VARIANTS),
  stackedCount: z.number().int().min(1).max(24).optional(),
});
export type RecommendationCarousel = z.infer<typeof RecommendationCarouselSchema>;

export const CompleteTheLookSchema = z.object({
  ...RecommendationFields,
  type: z.literal('complete-the-look'),
  stackedCount: z.number().int().min(1).max(6).optional(),
});
export type CompleteTheLook = z.infer<typeof CompleteTheLookSchema>;

export const RECOMMENDATION_BLOCKS = {
  'recommendation-carousel': RecommendationCarouselSchema,
  'complete-the-look': CompleteTheLookSchema,
} as const;
