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
      if (result.ok === false && (typeof result.status !== 'number' || result.status >= 500)) return true;
    } catch {
      return true;
    }
  }
  return false;
}
