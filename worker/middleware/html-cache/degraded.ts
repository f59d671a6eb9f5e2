import { hasClientRenderedRegion } from '../../render/client-rendered';
import { isTransientFailure } from '../../render/deferred-registry';

// Each streamed region leaves its result in the page for hydration (client/state/deferred.tsx).
const DEFERRED_RESULT = /<script type="application\/json" data-deferred="[^"]*">([^<]*)<\/script>/g;

/**
 * Whether a 200 page went out with a region that failed (an upstream error
 * behind a streamed region): fine to show once, wrong to repeat to every
 * visitor for the cache's lifetime. A region that is legitimately absent
 * (a 4xx result) is the page as it is and may be stored.
 */
export function hasFailedRegion(html: string): boolean {
  for (const match of html.matchAll(DEFERRED_RESULT)) {
    try {
      const result = JSON.parse(match[1]!) as { ok?: unknown; status?: unknown };
      if (result.ok === false && isTransientFailure(result.status)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Whether a document that went out is not the whole page: a region failed, a region was left as
 * its skeleton for the browser to render, or the document never closed (a stream cut short).
 */
export function isDegradedDocument(html: string): boolean {
  return !html.trimEnd().endsWith('</html>') || hasClientRenderedRegion(html) || hasFailedRegion(html);
}
