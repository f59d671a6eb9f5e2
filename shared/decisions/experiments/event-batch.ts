import * as z from 'zod';

/*
 * Experimentation: the batch POSTed to the vendor log endpoint (the
 * vendor's v1 event API). The storefront builds it, the mocks validate and store it.
 */

const AttributeSchema = z.object({
  entity_id: z.string().min(1),
  key: z.string().min(1),
  type: z.literal('custom'),
  value: z.union([z.string(), z.boolean(), z.number()]),
});

const DecisionSchema = z.object({
  campaign_id: z.string(),
  experiment_id: z.string(),
  variation_id: z.string(),
  metadata: z.object({
    flag_key: z.string().min(1),
    rule_key: z.string(),
    rule_type: z.enum(['experiment', 'rollout', 'feature-test']),
    variation_key: z.string(),
    enabled: z.boolean(),
  }),
});

const SnapshotEventSchema = z.object({
  entity_id: z.string(),
  type: z.string().min(1),
  timestamp: z.number().int(),
  uuid: z.string().min(1),
  key: z.string().optional(),
  /** Conversions only: the goal's tags, and the vendor's reserved revenue (integer, minor units) and value. */
  tags: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  revenue: z.number().int().optional(),
  value: z.number().optional(),
});

export const EventBatchSchema = z.object({
  account_id: z.string().min(1),
  project_id: z.string().min(1),
  revision: z.string().min(1),
  client_name: z.string().min(1),
  client_version: z.string().min(1),
  anonymize_ip: z.boolean(),
  enrich_decisions: z.boolean(),
  visitors: z
    .array(
      z.object({
        visitor_id: z.string().min(1),
        attributes: z.array(AttributeSchema),
        snapshots: z.array(z.object({ decisions: z.array(DecisionSchema), events: z.array(SnapshotEventSchema) })).min(1),
      }),
    )
    .min(1),
});
export type EventBatch = z.infer<typeof EventBatchSchema>;
export type EventVisitor = EventBatch['visitors'][number];
export type EventDecision = z.infer<typeof DecisionSchema>;
export type SnapshotEvent = z.infer<typeof SnapshotEventSchema>;

/** The vendor's event types (one campaign_activated per decision). */
export const CAMPAIGN_ACTIVATED = 'campaign_activated';

/** One stored event as the mock log endpoint lists it back: a decision (impression) or a conversion. */
export const ReceivedEventSchema = z.object({
  kind: z.enum(['decision', 'conversion']),
  visitorId: z.string(),
  flagKey: z.string().nullable(),
  ruleKey: z.string().nullable(),
  variationKey: z.string().nullable(),
  eventKey: z.string().nullable(),
  revision: z.string(),
  receivedAt: z.string(),
  batch: z.unknown(),
});
export type ReceivedEvent = z.infer<typeof ReceivedEventSchema>;
