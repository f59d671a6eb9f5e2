import type { IRequest } from 'itty-router';
import { CAMPAIGN_ACTIVATED, EventBatchSchema, type EventBatch, type ReceivedEvent } from '../../../shared/decisions/experiments/event-batch';
import * as z from 'zod';
import { DATAFILE_LAST_MODIFIED, EXPERIMENTS_SDK_KEY, isQualified, ODP_PUBLIC_KEY, ODP_SEGMENTS, SEEDED_DATAFILE } from '../../data/experiments';
import { appendToLog, readLog } from '../../db/log-writer';
import type { Env } from '../../env';
import { errorResponse, json, parseBody, queryParam, readJson, type MockRouter } from '../../http';
import { api } from '../../../shared/api';
import { mockPath, on, registerRoutes } from '../../catalogue-routes';

/*
 * Experimentation, played under /experiments (the storefront's
 * 'experiments' endpoint group):
 *   GET  /experiments/datafiles/{sdkKey}.json   the CDN datafile, with Last-Modified / If-Modified-Since (304)
 *   POST /experiments/v1/events                 the vendor log endpoint; every decision is stored
 *   GET  /experiments/v1/events?visitor_id=     what the log endpoint received (for tests), newest first
 *   POST /experiments/v3/graphql                the customer-data audience query (x-api-key)
 */

const SEEDED_BODY = JSON.stringify(SEEDED_DATAFILE);

function datafile(request: IRequest): Response {
  if (request.params.file !== `${EXPERIMENTS_SDK_KEY}.json`) return errorResponse(request, 'API404', 'Not found');
  const headers = { 'last-modified': DATAFILE_LAST_MODIFIED, 'cache-control': 'public, max-age=120' };
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (!Number.isNaN(since) && since >= Date.parse(DATAFILE_LAST_MODIFIED)) return new Response(null, { status: 304, headers });
  return json(SEEDED_BODY, { headers });
}


type LogRow = Omit<ReceivedEvent, 'receivedAt' | 'batch'>;

/** One row per snapshot event: a campaign_activated names its decision, anything else is a conversion. */
function logRows(batch: EventBatch): LogRow[] {
  return batch.visitors.flatMap((visitor) =>
    visitor.snapshots.flatMap((snapshot) =>
      snapshot.events.map((event): LogRow => {
        const decision = event.type === CAMPAIGN_ACTIVATED ? snapshot.decisions.find((candidate) => candidate.campaign_id === event.entity_id) : undefined;
        return decision
          ? { kind: 'decision', visitorId: visitor.visitor_id, flagKey: decision.metadata.flag_key, ruleKey: decision.metadata.rule_key, variationKey: decision.metadata.variation_key, eventKey: null, revision: batch.revision }
          : { kind: 'conversion', visitorId: visitor.visitor_id, flagKey: null, ruleKey: null, variationKey: null, eventKey: event.key ?? event.type, revision: batch.revision };
      }),
    ),
  );
}

async function receive(request: IRequest, env: Env, ctx: ExecutionContext): Promise<Response> {
  const batch = await parseBody(request, EventBatchSchema);
  if (batch instanceof Response) return batch;
  const rows = logRows(batch);
  const raw = JSON.stringify(batch);
  const receivedAt = new Date().toISOString();
  appendToLog(
    env.DB,
    ctx,
    rows.map((row) => ({
      sql: 'INSERT INTO experiment_log (received_at, visitor_id, kind, flag_key, rule_key, variation_key, event_key, revision, batch) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      values: [receivedAt, row.visitorId, row.kind, row.flagKey, row.ruleKey, row.variationKey, row.eventKey, row.revision, raw],
    })),
  );
  // The vendor answers 204 with no body.
  return new Response(null, { status: 204 });
}

interface StoredRow {
  kind: ReceivedEvent['kind'];
  visitor_id: string;
  flag_key: string | null;
  rule_key: string | null;
  variation_key: string | null;
  event_key: string | null;
  revision: string;
  received_at: string;
  batch: string;
}

async function received(request: IRequest, env: Env): Promise<Response> {
  const results = await readLog<StoredRow>(env.DB, 'experiment_log', 'visitor_id', queryParam(request, 'visitor_id'));
  const events: ReceivedEvent[] = results.map((row) => ({
    kind: row.kind,
    visitorId: row.visitor_id,
    flagKey: row.flag_key,
    ruleKey: row.rule_key,
    variationKey: row.variation_key,
    eventKey: row.event_key,
    revision: row.revision,
    receivedAt: row.received_at,
    batch: JSON.parse(row.batch) as unknown,
  }));
  return json({ events });
}

const SegmentQuerySchema = z.object({
  query: z.string().regex(/customer\((vuid|fs_user_id): \$userId\)/),
  variables: z.object({ userId: z.string().min(1), audiences: z.array(z.string()) }),
});

/** Segment response: each asked segment the platform knows, qualified or not. */
async function segments(request: IRequest): Promise<Response> {
  if (request.headers.get('x-api-key') !== ODP_PUBLIC_KEY) return json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
  const parsed = SegmentQuerySchema.safeParse(await readJson(request));
  if (!parsed.success) return json({ errors: [{ message: 'Invalid query' }] }, { status: 400 });
  const { userId, audiences } = parsed.data.variables;
  const known: readonly string[] = ODP_SEGMENTS;
  const edges = audiences.filter((name) => known.includes(name)).map((name) => ({ node: { name, state: isQualified(name, userId) ? 'qualified' : 'not_qualified' } }));
  return json({ data: { customer: { audiences: { edges } } } });
}

export function registerExperimentsRoutes(router: MockRouter): void {
  // Mock-only inspection: the events received, for tests; registered first so the catalogue's 405 for the path does not hide it.
  router.get(mockPath(api.experiments.events), received);
  registerRoutes(router, [on(api.experiments.datafile, datafile), on(api.experiments.events, receive), on(api.experiments.audiences, segments)]);
}
