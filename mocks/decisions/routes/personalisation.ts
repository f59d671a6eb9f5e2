import type { IRequest } from 'itty-router';
import { EngineRequestSchema, EXPERIENCE_ACTION, RECOMMENDATION_ACTION, type EngineRequest, type EngineResponse } from '../../../shared/decisions/personalisation/engine';
import { decideExperience, decideRecommendationSet, SEEDED_EXPERIENCES, SEEDED_RECOMMENDATION_SETS } from '../../data/personalisation';
import type { ProductRecord } from '../../data/catalog';
import { toRecommendationItem } from '../../data/product-view';
import type { RecommendationItem } from '../../../shared/catalogue/schemas/recommendations';
import type { Site } from '../../../shared/site';
import { hashString } from '../../data/prng';
import { listCategory } from '../../db/product-queries';
import { ensureDatabase } from '../../db/ready';
import { appendToLog, readLog } from '../../db/log-writer';
import type { Env } from '../../env';
import { errorResponse, json, methodNotAllowed, parseBody, queryParam, siteOf, type MockRouter } from '../../http';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * The personalisation engine:
 *   POST /api/engine/v1/decide/{brand}   decide (a DecisionRequest event) and record events
 *   GET  /v2/zaius.gif                   the tracking pixel
 *   GET  /api/engine/v1/calls?monetateId= every call received, newest first (for tests)
 * Decisions are deterministic per monetateId (mocks/data/personalisation.ts).
 */

const INSPECT_CALLS_PATH = '/api/engine/v1/calls';
const BRAND = /^[a-z0-9-]{1,40}$/;
const PIXEL_PARAM = /^[\x20-\x7e]{1,2048}$/;
// A 1×1 transparent GIF.
const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (char) => char.charCodeAt(0));

type CallKind = 'decide' | 'record' | 'pixel';

function store(env: Env, ctx: ExecutionContext, kind: CallKind, monetateId: string | null, body: unknown): void {
  appendToLog(env.DB, ctx, [{ sql: 'INSERT INTO personalisation_calls (received_at, kind, monetate_id, body) VALUES (?, ?, ?, ?)', values: [new Date().toISOString(), kind, monetateId, JSON.stringify(body)] }]);
}

// The best-rated products per category and currency: seeded catalogue data, the same for every
// visitor, so each isolate keeps them rather than querying D1 on every page view. Records, not
// promises of them: a promise one request made hangs another that awaits it once the first is
// cancelled (as a storefront that gives up on a slow decide call cancels it).
const topRated = new Map<string, ProductRecord[]>();

async function topRatedRecords(env: Env, categoryId: string, currency: string, count: number): Promise<ProductRecord[]> {
  const key = `${env.SEED_PRODUCTS ?? ''}|${categoryId}|${currency}|${count}`;
  const kept = topRated.get(key);
  if (kept) return kept;
  await ensureDatabase(env.DB);
  const { records } = await listCategory(env.DB, categoryId, currency, 'rating', { start: 0, count });
  topRated.set(key, records);
  return records;
}

// What the items of a kept list show (image, name, price, link, rating) per site: built from seeded
// records, the same for every visitor; only the recommendation id and tokens are the visitor's own.
const shownItems = new WeakMap<ProductRecord[], Map<string, RecommendationItem[]>>();

function itemsOf(records: ProductRecord[], site: Site): RecommendationItem[] {
  const perSite = shownItems.get(records) ?? new Map<string, RecommendationItem[]>();
  shownItems.set(records, perSite);
  const kept = perSite.get(site.locale) ?? records.map((record, index) => toRecommendationItem(record, site, '', index));
  perSite.set(site.locale, kept);
  return kept;
}

async function recommendationActions(env: Env, request: IRequest, engine: EngineRequest): Promise<unknown[]> {
  const site = siteOf(request);
  return Promise.all(
    SEEDED_RECOMMENDATION_SETS.map(async (set) => {
      const { categoryId, control } = decideRecommendationSet(set, engine.monetateId);
      const records = await topRatedRecords(env, categoryId, site.currency, set.count);
      const recommendationId = `${set.widgetId}-${hashString(`${engine.monetateId}|${categoryId}`).toString(36)}`;
      const items = itemsOf(records, site).map((item, index) => ({ ...item, recommendationId, recToken: `${recommendationId}.${index}.${item.productId}` }));
      return { actionType: RECOMMENDATION_ACTION, actionId: `rec-${set.widgetId}`, component: set.widgetId, name: set.name, isControl: control, items };
    }),
  );
}

function experienceActions(engine: EngineRequest): unknown[] {
  return SEEDED_EXPERIENCES.flatMap((experience) => {
    const variant = decideExperience(experience, engine.monetateId, engine.customerId !== undefined);
    if (!variant) return [];
    const actionId = `${experience.experienceId}.${variant.variantId ?? 'control'}`;
    return [
      {
        actionType: EXPERIENCE_ACTION,
        actionId,
        component: experience.experienceId,
        json: { variantId: variant.variantId, name: variant.name },
        impressionReporting: [{ impressionId: actionId, experienceId: experience.experienceId, isControl: variant.variantId === null }],
      },
    ];
  });
}

async function decide(request: IRequest, env: Env, ctx: ExecutionContext): Promise<Response> {
  if (!BRAND.test(request.params.brand ?? '')) return errorResponse(request, 'API404', 'Unknown brand');
  const engine = await parseBody(request, EngineRequestSchema);
  if (engine instanceof Response) return engine;
  const decisionRequest = engine.events.find((event) => event.eventType === 'monetate:decision:DecisionRequest');
  // Stored after answering: the storefront waits on this call within a tight time budget.
  store(env, ctx, decisionRequest ? 'decide' : 'record', engine.monetateId, engine);
  const responses: EngineResponse['data']['responses'] = decisionRequest
    ? [{ requestId: decisionRequest.requestId, actions: [...experienceActions(engine), ...(await recommendationActions(env, request, engine))] }]
    : [];
  return json({ meta: { code: 200, monetateId: engine.monetateId }, data: { responses } } satisfies EngineResponse);
}

async function pixel(request: IRequest, env: Env, ctx: ExecutionContext): Promise<Response> {
  const fields = ['identifiers', 'data', 'tracker_id', 'event_type', 'vdl_action'] as const;
  const values = Object.fromEntries(fields.map((field) => [field, queryParam(request, field)]));
  if (!fields.every((field) => values[field] === undefined || PIXEL_PARAM.test(values[field]!)) || !values.tracker_id || !values.event_type) {
    return errorResponse(request, 400, 'API400', 'tracker_id and event_type are required');
  }
  let monetateId: string | null = null;
  try {
    const identifiers = JSON.parse(values.identifiers ?? '{}') as { monetate_id?: unknown };
    monetateId = typeof identifiers.monetate_id === 'string' ? identifiers.monetate_id : null;
  } catch {
    return errorResponse(request, 400, 'API400', 'identifiers must be JSON');
  }
  store(env, ctx, 'pixel', monetateId, values);
  return new Response(GIF, { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } });
}

async function calls(request: IRequest, env: Env): Promise<Response> {
  const results = await readLog<{ kind: CallKind; monetate_id: string | null; received_at: string; body: string }>(env.DB, 'personalisation_calls', 'monetate_id', queryParam(request, 'monetateId'));
  return json({ calls: results.map((row) => ({ kind: row.kind, monetateId: row.monetate_id, receivedAt: row.received_at, body: JSON.parse(row.body) as unknown })) });
}

export function registerPersonalisationRoutes(router: MockRouter): void {
  // Mock-only inspection: what the engine was sent, for tests; no catalogue entry, nothing calls it in production.
  router.get(INSPECT_CALLS_PATH, calls).all(INSPECT_CALLS_PATH, methodNotAllowed);
  // Record events share the decide call, so one handler answers both entries.
  registerRoutes(router, [on(api.personalisation.decide, decide), on(api.personalisation.trackingPixel, pixel)]);
}
