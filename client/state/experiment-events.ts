import { postEvent } from './post-event';
import { analyticsAllowed } from '../analytics/consent-gate';
import { EXPERIMENT_EVENTS_PATH, type Conversion, type ExperimentEvents } from '../../shared/experiments/exposure';

/*
 * issue 5 §3: the browser reports what the visitor was shown and did; the
 * worker turns it into vendor events. Reports made in one task (every
 * experiment component's mount effect after hydration) leave as one request.
 * Browser-only: called from effects and handlers, never during render.
 */

interface Pending {
  impressions: Set<string>;
  conversions: Conversion[];
}

let pending: Pending | null = null;

function flush(): void {
  const report = pending;
  pending = null;
  // Experiment events measure the visitor: only with performance and analytics consent (C0002),
  // read when the report leaves, so a choice made on this page counts from then on.
  if (!report || !analyticsAllowed()) return;
  const body: ExperimentEvents = { page: `${location.pathname}${location.search}`, impressions: [...report.impressions], conversions: report.conversions };
  postEvent(EXPERIMENT_EVENTS_PATH, body, 'experiment events');
}

function queue(): Pending {
  if (!pending) {
    pending = { impressions: new Set(), conversions: [] };
    setTimeout(flush, 0);
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
