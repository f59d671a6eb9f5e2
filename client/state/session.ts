import { signal } from '@preact/signals-core';
import { onDemand } from '#on-demand';
import type { SessionSummary } from '../../shared/account/schemas/session';
import { callFirstParty } from '../api';
import { session } from '../../shared/fapi/routes/session';

/**
 * What the page knows of the shopper's session, from GET /fapi/session: token type, first name
 * and the basket and list ids, never a token (the worker alone holds those, in an HttpOnly
 * cookie). Created per page load with the rest of the store; nothing is asked until something
 * needs it after hydration, so server and first client render agree.
 */
export function createSessionStore() {
  const summary = signal<SessionSummary | null>(null);
  let loading: Promise<SessionSummary | null> | null = null;

  /** The summary, asked once per page; a failed ask may be retried by the next caller. */
  function load(): Promise<SessionSummary | null> {
    loading ??= callFirstParty(session.read.path, () => onDemand.apiCatalogue().then((schemas) => schemas.SessionSummarySchema)).then((result) => {
      if (!result.ok) {
        loading = null;
        return null;
      }
      summary.value = result.data;
      return result.data;
    });
    return loading;
  }

  /** After a stateful action gave the shopper a session, the next load asks again. */
  function invalidate(): void {
    loading = null;
  }

  return { summary, load, invalidate };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
