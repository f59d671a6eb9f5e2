import type { UpstreamTiming } from '../../env';

/**
 * How a request ended, for a dashboard to count: served, the client's mistake, the shop's failure,
 * or a page that went out with a region missing (its stream errored or a region came back empty).
 */
export type RequestOutcome = 'ok' | 'client-error' | 'server-error' | 'degraded';

/**
 * One request's log line, built only from what cannot name a shopper: ids the worker minted, the
 * page registry's name, the route's pattern (never the path itself, which can hold an order number
 * or a token), the HTML cache's status, the upstream calls by catalogue name, and numbers. No query,
 * header, cookie or body reaches it, so an email, token, card or address has no way in.
 */
export interface RequestLogLine {
  msg: 'request';
  correlationId: string;
  method: string;
  route: string;
  pageType: string | null;
  cache: 'HIT' | 'MISS' | 'BYPASS' | null;
  status: number;
  outcome: RequestOutcome;
  ms: number;
  upstream: readonly UpstreamTiming[];
}

export interface RequestLogInput {
  correlationId: string;
  method: string;
  route: string;
  pageType: string | null;
  cacheHeader: string | null;
  status: number;
  /** False when the page's renderer said a region is missing; undefined for anything not rendered here. */
  whole: boolean | undefined;
  ms: number;
  upstream: readonly UpstreamTiming[];
}

const CACHE_STATES = new Set(['HIT', 'MISS', 'BYPASS']);

export function outcomeOf(status: number, whole: boolean | undefined): RequestOutcome {
  if (status >= 500) return 'server-error';
  if (status >= 400) return 'client-error';
  return whole === false ? 'degraded' : 'ok';
}

export function requestLogLine(input: RequestLogInput): RequestLogLine {
  const cache = input.cacheHeader !== null && CACHE_STATES.has(input.cacheHeader) ? (input.cacheHeader as RequestLogLine['cache']) : null;
  return {
    msg: 'request',
    correlationId: input.correlationId,
    method: input.method,
    route: input.route,
    pageType: input.pageType,
    cache,
    status: input.status,
    outcome: outcomeOf(input.status, input.whole),
    ms: input.ms,
    upstream: input.upstream,
  };
}
