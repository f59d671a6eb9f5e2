import {
  createInstance,
  createLogger,
  createStaticProjectConfigManager,
  ERROR,
  OptimizelyDecideOption,
  type Client,
} from '@optimizely/optimizely-sdk/universal';
import type { ExperimentDecisions } from '../../../shared/decisions/experiments/decisions';
import { parseDatafile, type Datafile } from './datafile';

export type { ExperimentDecisions, FlagDecision } from '../../../shared/decisions/experiments/decisions';

export interface Visitor {
  id: string;
  attributes: Record<string, unknown>;
  segments?: string[];
}

/** Variations forced for QA, per flag key (from p13n_testcontext). */
export type ForcedVariations = Readonly<Record<string, string>>;

// The SDK never fetches here (datafile-store.ts and segments.ts do) and never
// dispatches (events.ts batches decision events inside waitUntil): a handler
// that refuses keeps it honest.
const NO_NETWORK = {
  makeRequest() {
    throw new Error('the experimentation SDK makes no requests in the worker');
  },
};

interface CachedClient {
  key: string;
  client: Client;
}

// Isolate cache of SDK instances, one per datafile revision: the
// instance holds shared project data only, never a visitor's.
const MAX_CLIENTS = 2;
const clients: CachedClient[] = [];

function clientFor(datafile: Datafile): Client | null {
  const key = `${datafile.projectId}:${datafile.revision}`;
  const cached = clients.find((entry) => entry.key === key);
  if (cached) return cached.client;
  try {
    const client = createInstance({
      requestHandler: NO_NETWORK,
      projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) }),
      // Client errors are logged, not shown; below ERROR it would log per decision.
      logger: createLogger({ level: ERROR }),
      // No user profile service is configured, so the SDK's profile bookkeeping per decision is wasted work.
      defaultDecideOptions: [OptimizelyDecideOption.DISABLE_DECISION_EVENT, OptimizelyDecideOption.IGNORE_USER_PROFILE_SERVICE],
    });
    clients.unshift({ key, client });
    clients.splice(MAX_CLIENTS).forEach((entry) => entry.client.close());
    return client;
  } catch (error) {
    console.error(JSON.stringify({ msg: 'experiments: SDK rejected the datafile', revision: datafile.revision, error: String(error) }));
    return null;
  }
}

/**
 * The SDK's "safe integer" test, which is a magnitude check, not
 * Number.isSafeInteger: any number of absolute value at most 2^53, fractions
 * included (NaN and the infinities fail).
 */
const SDK_SAFE_MAGNITUDE = 2 ** 53;
function isSdkSafeNumber(value: unknown): value is number {
  return typeof value === 'number' && Math.abs(value) <= SDK_SAFE_MAGNITUDE;
}

/**
 * Experimentation inputs: only string, boolean or safe-integer values
 * are sent, "safe integer" as the SDK's event builder means it (isSdkSafeNumber).
 */
export function sanitizeAttributes(attributes: Record<string, unknown>): Record<string, string | boolean | number> {
  const clean: Record<string, string | boolean | number> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (key === '') continue;
    if (typeof value === 'string' || typeof value === 'boolean' || isSdkSafeNumber(value)) clean[key] = value;
  }
  return clean;
}

/**
 * What the SDK decides on: the attributes as given, so its own condition
 * evaluator judges every number (a fraction compares, NaN or 2^53 + 2 only
 * "exists"). The SDK refuses a whole visitor for one undefined value; here
 * that attribute is simply not set.
 */
function decisionAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
}

/** The user id must be a string other than "undefined". */
function validUserId(id: unknown): id is string {
  return typeof id === 'string' && id !== '' && id !== 'undefined';
}

/**
 * The one entry point for every experiment and flag decision. Pure
 * given its inputs: the same datafile and visitor always give the same answer,
 * in any isolate. An invalid datafile or visitor gives {} and never throws.
 */
export function decideAll(datafile: unknown, visitor: Visitor, forced: ForcedVariations = {}): ExperimentDecisions {
  const parsed = parseDatafile(datafile);
  if (!parsed || !validUserId(visitor?.id)) return {};
  const client = clientFor(parsed);
  if (!client) return {};
  try {
    const user = client.createUserContext(visitor.id, decisionAttributes(visitor.attributes ?? {}) as Record<string, string | boolean | number>);
    if (!user) return {};
    if (visitor.segments) user.qualifiedSegments = visitor.segments.filter((segment) => typeof segment === 'string');
    for (const [flagKey, variationKey] of Object.entries(forced)) user.setForcedDecision({ flagKey }, { variationKey });
    const decisions: ExperimentDecisions = {};
    for (const [flagKey, decision] of Object.entries(user.decideAll())) {
      decisions[flagKey] = { variationKey: decision.variationKey, enabled: decision.enabled, ruleKey: decision.ruleKey, variables: { ...decision.variables } };
    }
    return decisions;
  } catch (error) {
    console.error(JSON.stringify({ msg: 'experiments: decision failed', revision: parsed.revision, error: String(error) }));
    return {};
  }
}
