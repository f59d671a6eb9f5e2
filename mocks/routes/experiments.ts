import type { IRequest } from 'itty-router';
import { EventBatchSchema, type ReceivedDecision } from '../../shared/experiments/event-batch';
import { z } from 'zod';
import { DATAFILE_LAST_MODIFIED, EXPERIMENTS_SDK_KEY, isQualified, ODP_PUBLIC_KEY, ODP_SEGMENTS, SEEDED_DATAFILE } from '../data/experiments';
import { applyMigrations } from '../db/migrate';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse, json, methodNotAllowed, queryParam, type MockRouter } from '../http';
import { jsonBody } from './ugc-common';

/*
 * spec §7 Experimentation, played under /experiments (the storefront's
 * 'experiments' endpoint group):
 *   GET  /experiments/datafiles/{sdkKey}.json   the CDN datafile, with Last-Modified / If-Modified-Since (304)
 *   POST /experiments/v1/events                 the vendor log endpoint; every decision is stored
 *   GET  /experiments/v1/events?visitor_id=     what the log endpoint received (for tests), newest first
 *   POST /experiments/v3/graphql                the customer-data audience query (x-api-key), spec §7
 */

const DATAFILE_PATH = '/experiments/datafiles/:file';
const EVENTS_PATH = '/experiments/v1/events';
const GRAPHQL_PATH = '/experiments/v3/graphql';
const SEEDED_BODY = JSON.stringify(SEEDED_DATAFILE);

function datafile(request: IRequest): Response {
  if (request.params.file !== `${EXPERIMENTS_SDK_KEY}.json`) return errorResponse(request, 404, 'API404', 'Not found');
  const headers = { 'last-modified': DATAFILE_LAST_MODIFIED, 'cache-control': 'public, max-age=120' };
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (!Number.isNaN(since) && since >= Date.parse(DATAFILE_LAST_MODIFIED)) return new Response(null, { status: 304, headers });
  return json(SEEDED_BODY, { headers });
}

// A database seeded before this table existed is not migrated again by
// ensureDatabase (it only checks the seed), so make sure of it here.
async function ready(env: Env): Promise<void> {
  await ensureDatabase(env.DB);
  await applyMigrations(env.DB);
}

async function receive(request: IRequest, env: Env): Promise<Response> {
  const parsed = EventBatchSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return errorResponse(request, 400, 'API400', 'Invalid event batch');
  await ready(env);
  const batch = parsed.data;
  const raw = JSON.stringify(batch);
  const receivedAt = new Date().toISOString();
  const statements = batch.visitors.flatMap((visitor) =>
    visitor.snapshots.flatMap((snapshot) =>
      snapshot.decisions.map((decision) =>
        env.DB.prepare('INSERT INTO experiment_events (received_at, visitor_id, flag_key, rule_key, variation_key, revision, batch) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(
          receivedAt,
          visitor.visitor_id,
          decision.metadata.flag_key,
          decision.metadata.rule_key,
          decision.metadata.variation_key,
          batch.revision,
          raw,
        ),
      ),
    ),
  );
  if (statements.length) await env.DB.batch(statements);
  // The vendor answers 204 with no body.
  return new Response(null, { status: 204 });
}

async function received(request: IRequest, env: Env): Promise<Response> {
  await ready(env);
  const visitorId = queryParam(request, 'visitor_id');
  const query = visitorId
    ? env.DB.prepare('SELECT * FROM experiment_events WHERE visitor_id = ? ORDER BY id DESC LIMIT 200').bind(visitorId)
    : env.DB.prepare('SELECT * FROM experiment_events ORDER BY id DESC LIMIT 200');
  const { results } = await query.all<{ visitor_id: string; flag_key: string; rule_key: string; variation_key: string; revision: string; received_at: string; batch: string }>();
  const events: (ReceivedDecision & { batch: unknown })[] = results.map((row) => ({
    visitorId: row.visitor_id,
    flagKey: row.flag_key,
    ruleKey: row.rule_key,
    variationKey: row.variation_key,
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

/** spec §3 Segment response: each asked segment the platform knows, qualified or not. */
async function segments(request: IRequest): Promise<Response> {
  if (request.headers.get('x-api-key') !== ODP_PUBLIC_KEY) return json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
  const parsed = SegmentQuerySchema.safeParse(await jsonBody(request));
  if (!parsed.success) return json({ errors: [{ message: 'Invalid query' }] }, { status: 400 });
  const { userId, audiences } = parsed.data.variables;
  const known: readonly string[] = ODP_SEGMENTS;
  const edges = audiences.filter((name) => known.includes(name)).map((name) => ({ node: { name, state: isQualified(name, userId) ? 'qualified' : 'not_qualified' } }));
  return json({ data: { customer: { audiences: { edges } } } });
}

export function registerExperimentsRoutes(router: MockRouter): void {
  router
    .get(DATAFILE_PATH, datafile)
    .all(DATAFILE_PATH, methodNotAllowed)
    .post(EVENTS_PATH, receive)
    .get(EVENTS_PATH, received)
    .all(EVENTS_PATH, methodNotAllowed)
    .post(GRAPHQL_PATH, segments)
    .all(GRAPHQL_PATH, methodNotAllowed);
}
