import { PERFORMANCE_CATEGORY, TARGETING_CATEGORY, type ConsentCategory } from '../decisions/consent';
import type { TrackedEvent } from './tracked-events';
import { analytics } from '../fapi/routes/analytics';

// Where events go, how many at once, and the consent each needs: what the browser reads on every
// page, apart from the schemas (./tracked-events) that only the worker parses with.

export const ANALYTICS_PATH = analytics.send.path;

// The limits sit apart, where the schemas read them too, so the schemas and this policy do not import each other.
export { MAX_TRACKED_EVENTS, MAX_TRACKED_EVENTS_BODY_BYTES } from './limits';

/**
 * The consent category each event needs. Experiments and the beacon measure the visit
 * (performance and analytics); the engine's records and the pixel's page view target the
 * visitor. The worker drops an event without its category, whatever the browser sent; the
 * browser does not send it in the first place.
 */
export const TRACKED_EVENT_CONSENT: Record<TrackedEvent['type'], ConsentCategory> = {
  experiments: PERFORMANCE_CATEGORY,
  performance: PERFORMANCE_CATEGORY,
  recImpressions: TARGETING_CATEGORY,
  recClicks: TARGETING_CATEGORY,
  pageEvents: TARGETING_CATEGORY,
  pageView: TARGETING_CATEGORY,
};
