import * as z from 'zod';
import { RecommendationItemSchema } from '../../catalogue/schemas/recommendations';
import { RECOMMENDATION_IMPRESSION_CAP } from '../../catalogue/recommendations-limits';

// The personalisation decision: the engine API (POST /api/engine/v1/decide/{brand}),
// shared by the worker that calls it and the mock that plays it. The event names follow the
// engine's own `monetate:<kind>:<Name>` convention; record events go to the same endpoint.

const Id = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);
const Text = (max: number) => z.string().max(max);

export const EngineEventSchema = z.discriminatedUnion('eventType', [
  z.object({ eventType: z.literal('monetate:context:PageView'), pageType: Text(32), path: Text(2048), url: Text(4096), categories: z.array(Text(64)).max(20).optional(), breadcrumbs: z.array(Text(128)).max(20).optional() }),
  z.object({ eventType: z.literal('monetate:decision:DecisionRequest'), requestId: Id, includeReporting: z.boolean() }),
  z.object({ eventType: z.literal('monetate:context:ScreenSize'), width: z.number().int().min(1).max(20000), height: z.number().int().min(1).max(20000) }),
  z.object({ eventType: z.literal('monetate:context:Language'), language: Text(64) }),
  z.object({ eventType: z.literal('monetate:context:UserAgent'), userAgent: Text(1024) }),
  z.object({ eventType: z.literal('monetate:context:Referrer'), referrer: Text(4096) }),
  z.object({ eventType: z.literal('monetate:context:Coordinates'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  z.object({ eventType: z.literal('monetate:context:ProductDetailView'), products: z.array(z.object({ productId: Text(64), sku: Text(64) })).min(1).max(50) }),
  z.object({ eventType: z.literal('monetate:context:SearchView'), searchTerm: Text(200) }),
  z.object({ eventType: z.literal('monetate:context:Cart'), cartLines: z.array(z.object({ sku: Text(64), pid: Text(64), quantity: z.number().int().min(1), currency: Text(3), value: Text(32) })).max(200) }),
  z.object({ eventType: z.literal('monetate:context:CustomVariables'), customVariables: z.array(z.object({ variable: z.enum(['userInterest', 'total-cart', 'sub-total']), value: Text(256) })).max(3) }),
  // Record events (the engine's further event calls).
  z.object({ eventType: z.literal('monetate:record:Impressions'), impressionIds: z.array(Id).min(1).max(50) }),
  z.object({ eventType: z.literal('monetate:record:RecImpressions'), recImpressions: z.array(Text(256)).min(1).max(RECOMMENDATION_IMPRESSION_CAP) }),
  z.object({ eventType: z.literal('monetate:record:RecClicks'), recClicks: z.array(Text(256)).min(1).max(RECOMMENDATION_IMPRESSION_CAP) }),
  z.object({ eventType: z.literal('monetate:record:PageEvents'), pageEvents: z.array(Text(128)).min(1).max(20) }),
]);
export type EngineEvent = z.infer<typeof EngineEventSchema>;

export const EngineRequestSchema = z.object({
  channel: Text(64),
  monetateId: Id,
  customerId: Id.optional(),
  events: z.array(EngineEventSchema).min(1).max(30),
});
export type EngineRequest = z.infer<typeof EngineRequestSchema>;

export const EXPERIENCE_ACTION = 'monetate:action:OmniChannelJson';
export const RECOMMENDATION_ACTION = 'monetate:action:OmniChannelRecommendation';

export const ExperienceActionSchema = z.object({
  actionType: z.literal(EXPERIENCE_ACTION),
  actionId: Id,
  /** The experience block's experienceId. */
  component: z.string().min(1),
  /** variantId null: the control group, which sees the baselines. */
  json: z.object({ variantId: z.string().min(1).nullable(), name: z.string() }),
  impressionReporting: z.array(z.object({ impressionId: Id, experienceId: z.string(), isControl: z.boolean() })).optional(),
});

export const RecommendationActionSchema = z.object({
  actionType: z.literal(RECOMMENDATION_ACTION),
  actionId: Id,
  /** The recommendation block's widgetId. */
  component: z.string().min(1),
  name: z.string(),
  isControl: z.boolean(),
  items: z.array(RecommendationItemSchema).max(RECOMMENDATION_IMPRESSION_CAP),
});

export const EngineResponseSchema = z.object({
  meta: z.object({ code: z.number().int(), monetateId: Id.optional() }),
  data: z.object({
    responses: z.array(
      z.object({
        requestId: Id,
        // Unknown action types are skipped (see the worker's normaliser), not a failed decision.
        actions: z.array(z.unknown()),
      }),
    ),
  }),
});
export type EngineResponse = z.infer<typeof EngineResponseSchema>;
