import type { ServiceInputs } from '../services/inputs';
import { isAllowed } from '../../shared/decisions/consent';
import { TRACKED_EVENT_CONSENT, type TrackedEvent } from '../../shared/analytics';
import type { ExperimentEvents } from '../../shared/decisions/experiments/exposure';
import type { PerformanceBeacon } from '../../shared/performance';
import type { EngineEvent } from '../../shared/decisions/personalisation/engine';
import { classifyPath, pageEntry } from '../../shared/routing';
import { ensureMonetateId, knownMonetateId, record, sendTrackingPixel, trackingPixelPath } from './personalisation-engine';
import { createUpstreamClient } from '../upstream';
import { buildEventBatch } from './experiments/events';
import { botFilteringOf, resolveExperiments, sendEvents } from './experiments/request';

/*
 * The browser's reports of a visit, turned into vendor calls. Each event is checked against
 * the consent its kind needs (TRACKED_EVENT_CONSENT) here and nowhere else, whatever the browser
 * posted; the vendor calls run in waitUntil, after the answer has gone.
 */

/** Whether an event was accepted: its vendor call handed to waitUntil, or nothing to send for it. */
type Recorded = boolean;

/** One post's experiment decisions, by page: several reports of one page are decided once. */
type PageDecisions = Map<string, ReturnType<typeof resolveExperiments>>;

/** Hands a vendor call to waitUntil: it runs after the answer has gone and never delays or fails it. */
function forward(inputs: ServiceInputs, call: Promise<void>): true {
  inputs.waitUntil(call);
  return true;
}

/**
 * Experiment impressions and conversions: the worker decides the page again for the
 * visitor's own id (same datafile, attributes, segments and QA override as the page),
 * so a report can say which flag was shown, never which variation. A request without
 * the visitor id cookie (cookies off, or a cross-site post, which SameSite=Lax strips)
 * has no one to attribute.
 */
async function experimentEvents(inputs: ServiceInputs, event: ExperimentEvents, decided: PageDecisions): Promise<Recorded> {
  // The decisions middleware read the visitor id cookie; an id it had to mint names no one.
  if (inputs.ctx.visitorIdIsNew) return false;
  let resolving = decided.get(event.page);
  if (!resolving) {
    const page = new URL(event.page, inputs.ctx.url);
    resolving = resolveExperiments(inputs, classifyPath(page.pathname), page.searchParams);
    decided.set(event.page, resolving);
  }
  const resolved = await resolving;
  if (!resolved.datafile || !resolved.visitor) return false;
  const shown = new Set(event.impressions);
  const decisions = Object.fromEntries(Object.entries(resolved.decisions).filter(([flagKey]) => shown.has(flagKey)));
  const batch = buildEventBatch(resolved.datafile, resolved.visitor, { decisions, forced: resolved.forced, conversions: event.conversions }, { botFiltering: botFilteringOf(inputs.env), now: Date.now() });
  return batch ? forward(inputs, sendEvents(inputs, batch)) : false;
}

/** The tracking pixel for a page the browser showed, with the HttpOnly engine id. */
function pageView(inputs: ServiceInputs, page: string): Recorded {
  const { env, ctx } = inputs;
  // A page served from the HTML cache never met the engine, so its first page view mints the id.
  const monetateId = ensureMonetateId(inputs.session);
  const path = new URL(page, ctx.url).pathname;
  const route = classifyPath(path);
  const pixel = trackingPixelPath(env.TRACKING_PIXEL_TRACKER_ID ?? '', monetateId, { path, pageType: pageEntry(route.pageType).specType, locale: route.locale ?? ctx.locale });
  return forward(inputs, sendTrackingPixel(env, ctx, pixel));
}

/** A record event for the engine, which needs the engine id the visitor already has. */
function engineRecord(inputs: ServiceInputs, event: EngineEvent): Recorded {
  const { env, ctx } = inputs;
  const monetateId = knownMonetateId(inputs.session);
  if (!monetateId) return false;
  const upstream = createUpstreamClient(env, ctx);
  return forward(
    inputs,
    record(upstream, env.BRAND, { channel: ctx.siteParams.channel, monetateId, ...(ctx.customerId ? { customerId: ctx.customerId } : {}), events: [event] }).then((ok) => {
      if (!ok) console.warn(JSON.stringify({ msg: 'personalisation record event failed', correlationId: ctx.correlationId }));
    }),
  );
}

/** One structured log line per page view, which the platform's log pipeline aggregates (no visitor id in it). */
function performance(inputs: ServiceInputs, { type: _type, ...beacon }: PerformanceBeacon): Recorded {
  const country = (inputs.request.cf as { country?: unknown } | undefined)?.country;
  console.log(JSON.stringify({ msg: 'performance', ...beacon, pageType: pageEntry(classifyPath(beacon.page).pageType).specType, country: typeof country === 'string' ? country : null, correlationId: inputs.ctx.correlationId }));
  return true;
}

function recordEvent(inputs: ServiceInputs, event: TrackedEvent, decided: PageDecisions): Recorded | Promise<Recorded> {
  switch (event.type) {
    case 'experiments':
      return experimentEvents(inputs, event, decided);
    case 'pageView':
      return pageView(inputs, event.page);
    case 'recImpressions':
      return engineRecord(inputs, { eventType: 'monetate:record:RecImpressions', recImpressions: event.recTokens });
    case 'recClicks':
      return engineRecord(inputs, { eventType: 'monetate:record:RecClicks', recClicks: event.recTokens });
    case 'pageEvents':
      return engineRecord(inputs, { eventType: 'monetate:record:PageEvents', pageEvents: event.pageEvents });
    case 'performance':
      return performance(inputs, event);
  }
}

/**
 * Records the events the visitor consented to, in the order posted. Whether anything was
 * accepted: false when consent, a missing id or an unknown flag or goal left nothing to send.
 */
export async function recordTrackedEvents(inputs: ServiceInputs, events: readonly TrackedEvent[]): Promise<boolean> {
  const { consent } = inputs.ctx;
  const decided: PageDecisions = new Map();
  let accepted = false;
  for (const event of events) {
    if (!isAllowed(consent, TRACKED_EVENT_CONSENT[event.type])) continue;
    if (await recordEvent(inputs, event, decided)) accepted = true;
  }
  return accepted;
}
