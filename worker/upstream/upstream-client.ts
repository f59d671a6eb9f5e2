import { isPreProduction, type Env, type RequestContext } from '../env';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { LoadResult } from '../../shared/page';
import { baseHeaders, previewHeaders } from './base-headers';
import { resolveUpstream } from './endpoints';
import { searchClientIpHeaders } from './search-client-ip';
import { sendAsShopper, type ShopperAuth } from './shopper-auth';
import { appendQuery, buildPath, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '../../shared/api';

/** How long a page waits on one upstream before rendering without it. */
const UPSTREAM_TIMEOUT_MS = 5000;

export interface UpstreamCallOptions {
  timeoutMs?: number;
  /** Adds the preview headers (CMS calls in preview mode). */
  preview?: boolean;
  /** Headers a call needs beyond the base ones (an order's Idempotency-Key). */
  headers?: Record<string, string>;
}

export type UpstreamResult<T> = LoadResult<T>;

/** A per-request client for server-side upstream calls: base headers, locale, timeout and schema check. */
export interface UpstreamClient {
  /** One catalogue call: its path, method, group and answer schema come from the entry. */
  call<E extends AnyEndpoint>(entry: E, input: EndpointInput<E>, options?: UpstreamCallOptions): Promise<UpstreamResult<EndpointResponse<E>>>;
  /** One catalogue call whose answer is not JSON (a document to pass on): the upstream's response when it succeeded. */
  fetch<E extends AnyEndpoint>(entry: E, input: EndpointInput<E>, options?: UpstreamCallOptions): Promise<UpstreamResult<Response>>;
}

/**
 * `shopper` gives calls that need one (basket, lists, account) the shopper's access token, renewed
 * and replayed once on a 401; without it they go anonymous.
 */
export function createUpstreamClient(env: Env, ctx: RequestContext, shopper?: ShopperAuth): UpstreamClient {
  /** Reported on the request's log line: the route's catalogue name, never its path (which may carry an id or a query). */
  function timed(entry: AnyEndpoint, started: number, status: number): void {
    ctx.upstreamTimings.push({ route: entry.name, ms: Math.round(performance.now() - started), status });
  }

  async function send(entry: AnyEndpoint, input: unknown, options: UpstreamCallOptions): Promise<Response | null> {
    const started = performance.now();
    const { group } = entry;
    const { params, query, body } = input as { params?: Record<string, string>; query?: unknown; body?: unknown };
    const path = buildPath(entry.path, params);
    const search = appendQuery(new URLSearchParams({ locale: ctx.locale }), query);
    const upstream = resolveUpstream(env, group, ctx.mockGroups.has(group));
    let response: Response;
    try {
      const headers = options.preview ? previewHeaders(env, ctx, baseHeaders(env, ctx)) : baseHeaders(env, ctx);
      if (body !== undefined) headers.set('content-type', 'application/json');
      for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
      if (entry.searchClientIp) for (const [name, value] of Object.entries(searchClientIpHeaders(isPreProduction(env)))) headers.set(name, value);
      const payload = body !== undefined ? { body: JSON.stringify(body) } : {};
      const signal = AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS);
      response = await sendAsShopper(shopper, entry, headers, () => upstream.fetch(`${path}?${search}`, { method: entry.method, headers, ...payload, signal }));
    } catch (error) {
      timed(entry, started, 0);
      console.warn(JSON.stringify({ msg: 'upstream unreachable', group, path, correlationId: ctx.correlationId, error: String(error) }));
      return null;
    }
    timed(entry, started, response.status);
    return response;
  }

  async function failure(response: Response): Promise<UpstreamResult<never>> {
    const json: unknown = await response.json().catch(() => null);
    const parsed = ErrorResponseSchema.safeParse(json);
    const detail = parsed.success ? parsed.data.errorDetails[0] : undefined;
    const extras = detail ? Object.fromEntries((['field', 'code', 'flash'] as const).filter((key) => detail[key] !== undefined).map((key) => [key, detail[key]])) : {};
    return {
      ok: false,
      status: response.status,
      errorId: detail?.errorId ?? 'GEN500',
      message: detail?.message ?? 'General error',
      ...(detail?.maxAllowedQty !== undefined ? { maxAllowedQty: detail.maxAllowedQty } : {}),
      ...(Object.keys(extras).length ? { extras } : {}),
    };
  }

  const unreachable = { ok: false, status: 504, errorId: 'GEN500', message: 'General error' } as const;

  return {
    async call(entry, input, options = {}) {
      const { group } = entry;
      const path = entry.path;
      const response = await send(entry, input, options);
      if (!response) return unreachable;
      if (!response.ok) return failure(response);
      const json: unknown = await response.json().catch(() => null);
      const parsed = entry.response.safeParse(json);
      if (!parsed.success) {
        console.warn(JSON.stringify({ msg: 'upstream response failed its schema', group, path, correlationId: ctx.correlationId, issues: parsed.error.issues.slice(0, 3) }));
        return { ok: false, status: 502, errorId: 'GEN500', message: 'General error' };
      }
      return { ok: true, data: parsed.data as EndpointResponse<typeof entry> };
    },
    async fetch(entry, input, options = {}) {
      const response = await send(entry, input, options);
      if (!response) return unreachable;
      return response.ok ? { ok: true, data: response } : failure(response);
    },
  };
}
