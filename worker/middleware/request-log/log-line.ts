import type { UpstreamTiming } from '../../env';

/**
 * How a request ended, for a dashboard to count: served, the client's mistake, or the shop's
 * failure. The line is written as the answer leaves, before a streamed page's regions settle, so a
 * page that later loses a region is counted by the HTML cache refusing it, not here.
 */
export type RequestOutcome = 'ok' | 'client-error' | 'server-error';

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
  ms: number;
  upstream: readonly UpstreamTiming[];
}

const CACHE_STATES = new Set(['HIT', 'MISS', 'BYPASS']);

export function outcomeOf(status: number): RequestOutcome {
  if (status >= 500) return 'server-error';
  return status >= 400 ? 'client-error' : 'ok';
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
    outcome: outcomeOf(input.status),
    ms: input.ms,
    upstream: input.upstream,
  };
}
