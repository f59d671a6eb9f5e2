import * as z from 'zod';

/*
 * Experimentation datafile. Only the fields the storefront reads are
 * typed; every object stays loose so fields we do not know (typedAudiences,
 * holdouts, cmab…) still reach the SDK, which owns their semantics.
 */

const Key = z.string().min(1);

const VariationSchema = z.looseObject({
  id: Key,
  key: Key,
  featureEnabled: z.boolean().optional(),
  variables: z.array(z.looseObject({ id: Key, value: z.string() })).optional(),
});

const TrafficAllocationSchema = z.looseObject({ entityId: z.string(), endOfRange: z.number().int().min(0).max(10000) });

export const DatafileExperimentSchema = z.looseObject({
  id: Key,
  key: Key,
  status: z.string(),
  layerId: z.string(),
  audienceIds: z.array(z.string()),
  variations: z.array(VariationSchema),
  trafficAllocation: z.array(TrafficAllocationSchema),
  forcedVariations: z.record(z.string(), z.string()).optional(),
});
export type DatafileExperiment = z.infer<typeof DatafileExperimentSchema>;

const FeatureFlagSchema = z.looseObject({
  id: Key,
  key: Key,
  rolloutId: z.string(),
  experimentIds: z.array(z.string()),
  variables: z.array(
    z.looseObject({
      id: Key,
      key: Key,
      type: z.enum(['boolean', 'integer', 'double', 'string', 'json']),
      defaultValue: z.string(),
      subType: z.string().optional(),
    }),
  ),
});

export const DatafileSchema = z.looseObject({
  projectId: Key,
  accountId: Key,
  revision: Key,
  version: z.enum(['2', '3', '4']),
  experiments: z.array(DatafileExperimentSchema),
  groups: z.array(z.looseObject({ id: Key, policy: z.string(), experiments: z.array(DatafileExperimentSchema), trafficAllocation: z.array(TrafficAllocationSchema) })),
  rollouts: z.array(z.looseObject({ id: Key, experiments: z.array(DatafileExperimentSchema) })),
  events: z.array(z.looseObject({ id: Key, key: Key, experimentIds: z.array(z.string()) })),
  audiences: z.array(z.looseObject({ id: Key, name: z.string(), conditions: z.unknown() })),
  attributes: z.array(z.looseObject({ id: Key, key: Key })),
  featureFlags: z.array(FeatureFlagSchema),
  integrations: z.array(z.looseObject({ key: Key })).default([]),
  anonymizeIP: z.boolean().optional(),
  botFiltering: z.boolean().optional(),
  sendFlagDecisions: z.boolean().optional(),
});
export type Datafile = z.infer<typeof DatafileSchema>;

// Parsing is the costly part of a decision; the datafile store hands every
// request of one revision the same object, so parse it once.
const parsed = new WeakMap<object, Datafile | null>();

/** The datafile, validated; null (never a throw) for anything that is not one. */
export function parseDatafile(input: unknown): Datafile | null {
  if (typeof input === 'string') {
    try {
      return parseDatafile(JSON.parse(input) as unknown);
    } catch {
      return null;
    }
  }
  if (typeof input !== 'object' || input === null) return null;
  const known = parsed.get(input);
  if (known !== undefined) return known;
  const result = DatafileSchema.safeParse(input);
  const value = result.success ? result.data : null;
  parsed.set(input, value);
  // The parsed object is what the store hands out, so it must be known as valid too.
  if (value) parsed.set(value, value);
  return value;
}

/** The rule a flag decision came from: the flag's experiments first, then its rollout rules. */
export function findRule(datafile: Datafile, flagKey: string, ruleKey: string): { rule: DatafileExperiment; type: 'experiment' | 'rollout' } | null {
  const flag = datafile.featureFlags.find((candidate) => candidate.key === flagKey);
  if (!flag) return null;
  const experiments = [...datafile.experiments, ...datafile.groups.flatMap((group) => group.experiments)];
  const experiment = experiments.find((rule) => rule.key === ruleKey && flag.experimentIds.includes(rule.id));
  if (experiment) return { rule: experiment, type: 'experiment' };
  const rule = datafile.rollouts.find((rollout) => rollout.id === flag.rolloutId)?.experiments.find((candidate) => candidate.key === ruleKey);
  return rule ? { rule, type: 'rollout' } : null;
}
