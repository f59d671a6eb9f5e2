import type { Context } from 'hono';
import type { AppEnv, RequestContext } from '../env';
import { isAllowed } from '../../shared/consent';
import { classifyPath } from '../../shared/routing';
import { resolveUpstream } from '../services/upstream/endpoints';
import { loadDatafile, sdkKeyOf } from './datafile-store';
import { decideAll, type ExperimentDecisions, type ForcedVariations, type Visitor } from './decide';
import { buildDecisionBatch, sendEventBatch } from './events';
import { readTestContext, TEST_CONTEXT_PARAM } from './test-context';
import { odpIntegration, qualifiedSegments, segmentsToCheck } from './segments';
import type { EventBatch } from '../../shared/experiments/event-batch';

const APP_VERSION = /\bRidgelineApp\/(\d+(?:\.\d+){0,2})\b/;
/** The audience segment call sits on the SSR path: past this, the page renders without segments. */
const SEGMENT_BUDGET_MS = 150;
const SEGMENT_CACHE_NAME = 'experiments-segments';

/**
 * spec §5 Experimentation inputs. Without targeting consent (C0004) only the
 * anonymous id and non-personal attributes (site, page type, app version) are
 * used; with it, the visitor's country and visitor kind join them (and the
 * customer-data segments, fetched in resolveExperiments).
 */
export function visitorAttributes(ctx: RequestContext, path: string, userAgent: string, country: unknown, targeting: boolean): Record<string, string | boolean> {
  const attributes: Record<string, string | boolean> = { siteId: ctx.site.siteId, pageType: classifyPath(path).pageType };
  const app = APP_VERSION.exec(userAgent)?.[1];
  if (app) attributes.appVersion = app;
  if (targeting) {
    if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) attributes.country = country;
    attributes.loggedIn = ctx.visitor.loggedIn;
    attributes.loyaltyMember = ctx.visitor.loyaltyMember;
  }
  return attributes;
}

export interface ResolvedExperiments {
  decisions: ExperimentDecisions;
  forced: ForcedVariations;
  revision: string | null;
  /** Customer-data segments the visitor qualified for; null when not asked (no consent or no integration). */
  segments: string[] | null;
  /** The impression batch to send once the response has gone; null when there is nothing to report. */
  batch: EventBatch | null;
}

/** Decides every flag for the calling visitor on `path`; with experiments off or no datafile, {} (baselines). */
export async function resolveExperiments(c: Context<AppEnv>, path: string, query: URLSearchParams): Promise<ResolvedExperiments> {
  const ctx = c.get('requestContext');
  const sdkKey = sdkKeyOf(c.env);
  if (!sdkKey) return { decisions: {}, forced: {}, revision: null, segments: null, batch: null };
  const upstream = resolveUpstream(c.env, 'experiments', ctx.mockGroups.has('experiments'));
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const datafile = await loadDatafile({ sdkKey, upstream, kv: c.env.CONTENT_CACHE, waitUntil });
  if (!datafile) return { decisions: {}, forced: {}, revision: null, segments: null, batch: null };
  const targeting = isAllowed(ctx.consent, 'C0004');
  const integration = odpIntegration(datafile);
  // spec §5: customer-data segments are personal; without C0004 the call is not made at all.
  const segments =
    targeting && integration
      ? await qualifiedSegments({
          upstream,
          integration,
          projectId: datafile.projectId,
          visitorId: ctx.visitorId,
          segments: segmentsToCheck(datafile),
          timeoutMs: SEGMENT_BUDGET_MS,
          cache: await caches.open(SEGMENT_CACHE_NAME).catch(() => null),
          waitUntil,
        })
      : undefined;
  const visitor: Visitor = {
    id: ctx.visitorId,
    attributes: visitorAttributes(ctx, path, c.req.header('user-agent') ?? '', (c.req.raw.cf as { country?: unknown } | undefined)?.country, targeting),
    segments,
  };
  const forced = readTestContext(query.get(TEST_CONTEXT_PARAM), c.env.ENVIRONMENT !== 'production' || ctx.preview.active);
  const decisions = decideAll(datafile, visitor, forced);
  const botFiltering = c.env.OPTIMIZELY_BOT_FILTERING === 'true' ? true : c.env.OPTIMIZELY_BOT_FILTERING === 'false' ? false : null;
  const batch = buildDecisionBatch(datafile, visitor, decisions, forced, { botFiltering, now: Date.now() });
  return { decisions, forced, revision: datafile.revision, segments: segments ?? null, batch };
}

/** Sends a decision batch to the log endpoint; meant for waitUntil, never awaited by a response. */
export function sendDecisions(c: Context<AppEnv>, batch: EventBatch): Promise<void> {
  const upstream = resolveUpstream(c.env, 'experiments', c.get('requestContext').mockGroups.has('experiments'));
  return sendEventBatch((body) => upstream.fetch('/v1/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), batch);
}
