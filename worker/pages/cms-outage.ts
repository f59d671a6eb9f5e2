import type { PageEntry } from '../../shared/routing';
import type { LoadResult } from '../../shared/page';

/**
 * Whether the page renders without its CMS content when the CMS fails: a page where the shopper
 * is doing something (the registry's `task` pages: signing in or up, the order they placed) or
 * that shows their own things (every `protected` page: cart, checkout, favourites, the account).
 * Their interface is the shop's own, so a CMS outage (with nothing in the content cache, after a
 * deploy or an eviction) leaves out only the editors' slots there; it never stops a purchase.
 */
export function standsWithoutCms(entry: Pick<PageEntry, 'task' | 'protected'>): boolean {
  return entry.task === true || entry.protected !== undefined;
}

/** Logs a CMS failure a page renders without, with what failed, as one structured line. */
export function logContentLeftOut(failure: { status: number; errorId: string }, what: string, correlationId: string): void {
  console.warn(JSON.stringify({ msg: 'CMS content left out', what, status: failure.status, errorId: failure.errorId, correlationId }));
}

/** A CMS answer for a page that stands without the CMS: a failure is no content, logged. */
export function withoutFailedContent<T>(result: LoadResult<T | null>, what: string, correlationId: string): LoadResult<T | null> {
  if (result.ok || result.status === 404) return result;
  logContentLeftOut(result, what, correlationId);
  return { ok: true, data: null };
}
