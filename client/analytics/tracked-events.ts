import { consentedCategories } from '../analytics/consent-gate';
import type { TrackedEventsBody, TrackedEvent } from '../../shared/analytics';
import { TRACKED_EVENT_CONSENT, ANALYTICS_PATH, MAX_TRACKED_EVENTS, MAX_TRACKED_EVENTS_BODY_BYTES } from '../../shared/analytics/policy';
import type { Conversion } from '../../shared/decisions/experiments/exposure';

/*
 * The browser's one way to report a visit: experiment impressions and conversions, the
 * engine's record events, the page view and the performance beacon all queue here and leave
 * together for the worker's event route, which adds the HttpOnly ids and calls the vendors.
 * Events queued in one task (every component's mount effect after hydration) leave as one
 * request. Browser-only: called from effects and handlers, never during render.
 */

type QueuedEvent = Exclude<TrackedEvent, { type: 'experiments' }>;

interface Pending {
  impressions: Set<string>;
  conversions: Conversion[];
  events: QueuedEvent[];
}

let pending: Pending | null = null;

const encoder = new TextEncoder();

/** The events in posts the route accepts: at most MAX_TRACKED_EVENTS each, within its body limit. */
function batches(events: TrackedEvent[]): TrackedEvent[][] {
  const budget = MAX_TRACKED_EVENTS_BODY_BYTES - 64;
  const out: TrackedEvent[][] = [];
  let current: TrackedEvent[] = [];
  let size = 0;
  for (const event of events) {
    const bytes = encoder.encode(JSON.stringify(event)).byteLength + 1;
    if (current.length && (current.length === MAX_TRACKED_EVENTS || size + bytes > budget)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(event);
    size += bytes;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * keepalive lets a post outlive a navigation the same click starts, or the page being left;
 * a failure is logged, never shown, since no event is worth interrupting the shopper for.
 */
function post(events: TrackedEvent[]): void {
  const body: TrackedEventsBody = { events };
  fetch(ANALYTICS_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch((error: unknown) => {
    console.warn('events: not sent', error);
  });
}

/**
 * Sends what is queued now. Consent is read as the events leave, so a choice made on this
 * page counts from then on; an event without its category is dropped (the worker would drop it too).
 */
export function flushTrackedEvents(): void {
  const queued = pending;
  pending = null;
  if (!queued) return;
  const events: TrackedEvent[] = [...queued.events];
  if (queued.impressions.size || queued.conversions.length) events.unshift({ type: 'experiments', page: `${location.pathname}${location.search}`, impressions: [...queued.impressions], conversions: queued.conversions });
  const allowed = consentedCategories();
  const consented = events.filter((event) => allowed.includes(TRACKED_EVENT_CONSENT[event.type]));
  for (const batch of batches(consented)) post(batch);
}

function queue(): Pending {
  if (!pending) {
    pending = { impressions: new Set(), conversions: [], events: [] };
    setTimeout(flushTrackedEvents, 0);
  }
  return pending;
}

/** An experiment component was shown with the worker's decision for `flagKey`. */
export function reportImpression(flagKey: string): void {
  queue().impressions.add(flagKey);
}

/** The visitor reached a goal the datafile defines (e.g. add_to_cart). */
export function reportConversion(conversion: Conversion): void {
  queue().conversions.push(conversion);
}

/** An engine record event, the page view or the performance beacon. */
export function trackEvent(event: QueuedEvent): void {
  queue().events.push(event);
}
