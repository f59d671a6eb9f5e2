import { api } from '../../../shared/api';
import type { Env, RequestContext } from '../../env';
import type { ServiceInputs } from '../../services/inputs';
import { isAllowed, PERFORMANCE_CATEGORY, TARGETING_CATEGORY } from '../../../shared/decisions/consent';
import { pageEntry, type ClassifiedPath } from '../../../shared/routing';
import { resolveUpstream, type Upstream } from '../../upstream/endpoints';
import { loadDatafile, sdkKeyOf } from './datafile-store';
import { decideAll, type ExperimentDecisions, type ForcedVariations, type Visitor } from './decide';
import { sendEventBatch } from './events';
import type { Datafile } from './datafile';
import { honoursTestOverrides, readTestContext, TEST_CONTEXT_PARAM } from './test-context';
import { odpIntegration, qualifiedSegments, rememberedSegments, segmentsCookieValue, SEGMENTS_COOKIE, segmentsToCheck, type OdpIntegration } from './segments';
import type { EventBatch } from '../../../shared/decisions/experiments/event-batch';

const APP_VERSION = /\bRidgelineApp\/(\d+(?:\.\d+){0,2})\b/;
/** The audience segment call sits on the SSR path: past this, the page renders without segments. */
const SEGMENT_BUDGET_MS = 150;

/**
 * Experimentation inputs. Without targeting consent (C0004) only the
 * anonymous id and non-personal attributes (site, page type, app version) are
 * used; with it, the visitor's country and visitor kind join them (and the
 * customer-data segments, fetched in resolveExperiments).
 */
export function visitorAttributes(ctx: RequestContext, route: Pick<ClassifiedPath, 'pageType'>, userAgent: string, country: unknown, targeting: boolean): Record<string, string | boolean> {
  // Audiences are written in the specification's page types (pdp, plp…).
  const attributes: Record<string, string | boolean> = { siteId: ctx.site.siteId, pageType: pageEntry(route.pageType).specType };
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
  /** What was decided on, for the events of this page (null with experiments off or no datafile). */
  datafile: Datafile | null;
  visitor: Visitor | null;
  /** A fresh answer from the audience endpoint, for the page response to remember (SEGMENTS_COOKIE); null otherwise. */
  segmentsCookie: string | null;
}

const BASELINES: ResolvedExperiments = { decisions: {}, forced: {}, revision: null, segments: null, datafile: null, visitor: null, segmentsCookie: null };

/**
 * The visitor's customer-data segments: remembered in their cookie, or asked
 * (within SEGMENT_BUDGET_MS). An id minted by this response has no history on
 * the platform, so it is in no segment yet and nothing is asked.
 */
async function visitorSegments({ env, ctx, session }: ServiceInputs, upstream: Upstream, integration: OdpIntegration, asked: string[]): Promise<{ segments: string[]; segmentsCookie: string | null }> {
  if (ctx.visitorIdIsNew || asked.length === 0) return { segments: [], segmentsCookie: null };
  const secret = env.VISITOR_SECRET ?? '';
  const remembered = await rememberedSegments(secret, session.get(SEGMENTS_COOKIE), ctx.visitorId, asked);
  if (remembered) return { segments: remembered, segmentsCookie: null };
  const qualified = await qualifiedSegments({ upstream, integration, visitorId: ctx.visitorId, segments: asked, timeoutMs: SEGMENT_BUDGET_MS });
  // A failed ask is not remembered: the next page asks again.
  if (!qualified) return { segments: [], segmentsCookie: null };
  return { segments: qualified, segmentsCookie: secret ? await segmentsCookieValue(secret, ctx.visitorId, asked, qualified) : null };
}

/** Experiments measure visitors, so they need performance and analytics consent (C0002); without it every flag shows its baseline. */
export function experimentsAllowed(ctx: RequestContext): boolean {
  return isAllowed(ctx.consent, PERFORMANCE_CATEGORY);
}

/** The experiments service for this request (the mocks' when they play it). */
const experimentsUpstream = ({ env, ctx }: Pick<ServiceInputs, 'env' | 'ctx'>): Upstream => resolveUpstream(env, 'experiments', ctx.mockGroups.has('experiments'));

/** This request's datafile (per isolate, then KV, then the service), or null: no SDK key or none to be had. */
export async function requestDatafile(inputs: Pick<ServiceInputs, 'env' | 'ctx' | 'waitUntil'>): Promise<Datafile | null> {
  const sdkKey = sdkKeyOf(inputs.env);
  if (!sdkKey) return null;
  return loadDatafile({ sdkKey, upstream: experimentsUpstream(inputs), kv: inputs.env.CONTENT_CACHE, waitUntil: inputs.waitUntil });
}

/**
 * Decides every flag for the calling visitor on the page `route`. With experiments off,
 * no datafile, or no C0002 consent: {} (every flag's baseline, one cache key).
 */
export async function resolveExperiments(inputs: ServiceInputs, route: Pick<ClassifiedPath, 'pageType'>, query: URLSearchParams): Promise<ResolvedExperiments> {
  const { env, ctx, request } = inputs;
  if (!experimentsAllowed(ctx)) return BASELINES;
  const datafile = await requestDatafile(inputs);
  if (!datafile) return BASELINES;
  const upstream = experimentsUpstream(inputs);
  const targeting = isAllowed(ctx.consent, TARGETING_CATEGORY);
  const integration = odpIntegration(datafile);
  // Customer-data segments are personal; without C0004 the call is not made at all.
  const { segments, segmentsCookie } = targeting && integration ? await visitorSegments(inputs, upstream, integration, segmentsToCheck(datafile)) : { segments: undefined, segmentsCookie: null };
  const visitor: Visitor = {
    id: ctx.visitorId,
    attributes: visitorAttributes(ctx, route, request.header('user-agent') ?? '', (request.cf as { country?: unknown } | undefined)?.country, targeting),
    segments,
  };
  const forced = readTestContext(query.get(TEST_CONTEXT_PARAM), honoursTestOverrides(env, ctx.preview));
  const decisions = decideAll(datafile, visitor, forced);
  return { decisions, forced, revision: datafile.revision, segments: segments ?? null, datafile, visitor, segmentsCookie };
}

/** OPTIMIZELY_BOT_FILTERING overrides the datafile's botFiltering; unset follows the datafile. */
export function botFilteringOf(env: Env): boolean | null {
  return env.OPTIMIZELY_BOT_FILTERING === 'true' ? true : env.OPTIMIZELY_BOT_FILTERING === 'false' ? false : null;
}

/** Sends an event batch to the log endpoint; meant for waitUntil, never awaited by a response. */
export function sendEvents(inputs: Pick<ServiceInputs, 'env' | 'ctx'>, batch: EventBatch): Promise<void> {
  const upstream = experimentsUpstream(inputs);
  return sendEventBatch((body) => upstream.fetch(api.experiments.events.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body }), batch);
}
