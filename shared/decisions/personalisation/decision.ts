import * as z from 'zod';
import { PagePathSchema } from '../../routing/page-path';
import { decisions } from '../../fapi/routes/decisions';
import { RecommendationItemSchema } from '../../catalogue/schemas/recommendations';
import { RECOMMENDATION_IMPRESSION_CAP } from '../../catalogue/recommendations-limits';

// What the worker hands the browser from the personalisation engine's decide call
// (the personalisation decision): the variant per experience and the products
// per recommendation widget, already normalised from the engine's actions.

export const ExperienceDecisionSchema = z.object({
  experienceId: z.string().min(1),
  /** null: the visitor is in the control group and sees the baselines. */
  variantId: z.string().min(1).nullable(),
});

export const RecommendationDecisionSchema = z.object({
  widgetId: z.string().min(1),
  /** monetateDecision: the action's name and whether it is the control. */
  name: z.string(),
  control: z.boolean(),
  products: z.array(RecommendationItemSchema).max(RECOMMENDATION_IMPRESSION_CAP),
});

export const PersonalisationDecisionSchema = z.object({
  /** The engine's request id, echoed on the record events that follow. */
  requestId: z.string().min(1),
  experiences: z.array(ExperienceDecisionSchema),
  recommendations: z.array(RecommendationDecisionSchema),
});

export type ExperienceDecision = z.infer<typeof ExperienceDecisionSchema>;
export type RecommendationDecision = z.infer<typeof RecommendationDecisionSchema>;
export type PersonalisationDecision = z.infer<typeof PersonalisationDecisionSchema>;

export function experienceDecision(decision: PersonalisationDecision | null, experienceId: string): ExperienceDecision | null {
  return decision?.experiences.find((candidate) => candidate.experienceId === experienceId) ?? null;
}

export function recommendationDecision(decision: PersonalisationDecision | null, widgetId: string): RecommendationDecision | null {
  return decision?.recommendations.find((candidate) => candidate.widgetId === widgetId) ?? null;
}

/** POST: the engine's decision for a page again, after a recalculate event (the browser never calls the engine itself). */
export const PERSONALISATION_DECISIONS_PATH = decisions.personalisation.path;
export const PersonalisationDecisionsRequestSchema = z.object({ page: PagePathSchema });
export const PersonalisationDecisionsResponseSchema = z.object({ decision: PersonalisationDecisionSchema.nullable() });
