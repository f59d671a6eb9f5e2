import { CAMPAIGN_ACTIVATED, type EventBatch, type EventDecision, type SnapshotEvent } from '../../../shared/decisions/experiments/event-batch';
import type { Conversion } from '../../../shared/decisions/experiments/exposure';
import { findRule, parseDatafile, type Datafile } from './datafile';
import type { ExperimentDecisions, ForcedVariations, Visitor } from './decide';
import { sanitizeAttributes } from './decide';

// Decisions come from @optimizely/optimizely-sdk (pinned in package.json), so
// its engine name and version describe them to the log endpoint.
const CLIENT_NAME = 'javascript-sdk';
const CLIENT_VERSION = '6.6.1';
const BOT_FILTERING_ATTRIBUTE = '$opt_bot_filtering';

export interface BatchOptions {
  /** Overrides the datafile's botFiltering (OPTIMIZELY_BOT_FILTERING); null follows the datafile. */
  botFiltering: boolean | null;
  now: number;
}

export interface EventsToSend {
  /** Decisions of the flags whose components were shown. */
  decisions: ExperimentDecisions;
  /** QA-forced flags: never reported, so a tester never counts as a visitor. */
  forced: ForcedVariations;
  conversions: readonly Conversion[];
}

function decisionEntries(datafile: Datafile, { decisions, forced }: EventsToSend): EventDecision[] {
  const entries: EventDecision[] = [];
  for (const [flagKey, decision] of Object.entries(decisions)) {
    if (flagKey in forced || decision.variationKey === null || decision.ruleKey === null) continue;
    const found = findRule(datafile, flagKey, decision.ruleKey);
    // Rollout decisions are only reported when the datafile asks (sendFlagDecisions).
    if (!found || (found.type === 'rollout' && !datafile.sendFlagDecisions)) continue;
    const variation = found.rule.variations.find((candidate) => candidate.key === decision.variationKey);
    if (!variation) continue;
    entries.push({
      campaign_id: found.rule.layerId,
      experiment_id: found.rule.id,
      variation_id: variation.id,
      metadata: { flag_key: flagKey, rule_key: decision.ruleKey, rule_type: found.type === 'experiment' ? 'feature-test' : 'rollout', variation_key: decision.variationKey, enabled: decision.enabled },
    });
  }
  return entries;
}

/**
 * The reserved revenue tag is read as an integer and value as a
 * float, non-finite results dropped, the way the SDK's event tag utils read
 * them: a string revenue with parseInt (so '129.99' is 129 and '12abc' 12),
 * any other revenue truncated (a boolean counts as 1 or 0); a string value with
 * parseFloat, a number value as is. The SDK also passes a boolean value
 * through unparsed; that is no float, so it is dropped here.
 */
function revenueOf(raw: string | number | boolean | undefined): number | null {
  if (raw === undefined) return null;
  // No radix, as the SDK calls it ('0x1f' is 31).
  const parsed = typeof raw === 'string' ? parseInt(raw) : Math.trunc(Number(raw));
  return Number.isFinite(parsed) ? parsed : null;
}

function valueOf(raw: string | number | boolean | undefined): number | null {
  const parsed = typeof raw === 'string' ? parseFloat(raw) : typeof raw === 'number' ? raw : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

function conversionEvent(eventId: string, conversion: Conversion, now: number): SnapshotEvent {
  const event: SnapshotEvent = { entity_id: eventId, key: conversion.key, type: conversion.key, timestamp: now, uuid: crypto.randomUUID() };
  if (!conversion.tags) return event;
  event.tags = conversion.tags;
  const revenue = revenueOf(conversion.tags.revenue);
  const value = valueOf(conversion.tags.value);
  if (revenue !== null) event.revenue = revenue;
  if (value !== null) event.value = value;
  return event;
}

/**
 * One event batch for a visitor, built the way the SDK builds it: an
 * impression (campaign_activated) per shown flag the visitor was bucketed
 * into, and a conversion per goal the datafile knows. Flags with no variation,
 * forced flags and unknown goals are left out; null when nothing is left.
 */
export function buildEventBatch(datafile: unknown, visitor: Visitor, events: EventsToSend, options: BatchOptions): EventBatch | null {
  const parsed = parseDatafile(datafile);
  if (!parsed) return null;
  const entries = decisionEntries(parsed, events);
  const goals = new Map(parsed.events.map((event) => [event.key, event.id]));
  const conversions = events.conversions.flatMap((conversion) => {
    const eventId = goals.get(conversion.key);
    return eventId ? [conversionEvent(eventId, conversion, options.now)] : [];
  });
  if (entries.length === 0 && conversions.length === 0) return null;

  const known = new Map(parsed.attributes.map((attribute) => [attribute.key, attribute.id]));
  const attributes: EventBatch['visitors'][number]['attributes'] = [];
  for (const [key, value] of Object.entries(sanitizeAttributes(visitor.attributes))) {
    const id = known.get(key);
    if (id) attributes.push({ entity_id: id, key, type: 'custom', value });
  }
  const botFiltering = options.botFiltering ?? parsed.botFiltering;
  if (typeof botFiltering === 'boolean') attributes.push({ entity_id: BOT_FILTERING_ATTRIBUTE, key: BOT_FILTERING_ATTRIBUTE, type: 'custom', value: botFiltering });

  return {
    account_id: parsed.accountId,
    project_id: parsed.projectId,
    revision: parsed.revision,
    client_name: CLIENT_NAME,
    client_version: CLIENT_VERSION,
    anonymize_ip: parsed.anonymizeIP ?? true,
    enrich_decisions: true,
    visitors: [
      {
        visitor_id: visitor.id,
        attributes,
        snapshots: [
          {
            decisions: entries,
            events: [...entries.map((entry) => ({ entity_id: entry.campaign_id, type: CAMPAIGN_ACTIVATED, timestamp: options.now, uuid: crypto.randomUUID() })), ...conversions],
          },
        ],
      },
    ],
  };
}

const RETRY_DELAYS_MS = [0, 500];

/**
 * A failed send is logged, never shown, and retried on a network
 * error or a 5xx. Runs inside waitUntil, after the response has gone.
 */
export async function sendEventBatch(post: (body: string) => Promise<Response>, batch: EventBatch): Promise<void> {
  const body = JSON.stringify(batch);
  let failure = '';
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const response = await post(body);
      await response.body?.cancel();
      if (response.ok) return;
      failure = `status ${response.status}`;
      if (response.status < 500) break;
    } catch (error) {
      failure = String(error);
    }
  }
  console.error(JSON.stringify({ msg: 'experiments: event send failed', revision: batch.revision, error: failure }));
}
