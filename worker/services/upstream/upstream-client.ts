import type { z } from 'zod';
import type { Env, RequestContext } from '../../env';
import { ErrorResponseSchema } from '../../../shared/schemas';
import type { LoadResult } from '../../../shared/page';
import { baseHeaders, previewHeaders } from './base-headers';
import { resolveUpstream, type EndpointGroup } from './endpoints';

/** How long a page waits on one upstream before rendering without it. */
const UPSTREAM_TIMEOUT_MS = 5000;

export interface UpstreamGetOptions {
  timeoutMs?: number;
  /** Adds the spec §7 preview headers (CMS calls in preview mode). */
  preview?: boolean;
  /** Extra headers for this call only (the search call's pre-production client IP, spec §7). */
  headers?: Readonly<Record<string, string>>;
}

export type UpstreamResult<T> = LoadResult<T>;

/** Query values; a list repeats the parameter (spec §7 article search: tagId, multiple). */
export type UpstreamQuery = Record<string, string | number | readonly string[] | undefined>;

/** A per-request client for server-side upstream reads: base headers, locale, timeout and schema check. */
export interface UpstreamClient {
  get<S extends z.ZodType>(group: EndpointGroup, path: string, query: UpstreamQuery, schema: S, options?: UpstreamGetOptions): Promise<UpstreamResult<z.infer<S>>>;
  /** A read that the upstream API models as a POST with a JSON body (spec §7 availability). */
  post<S extends z.ZodType>(group: EndpointGroup, path: string, query: UpstreamQuery, body: unknown, schema: S, options?: UpstreamGetOptions): Promise<UpstreamResult<z.infer<S>>>;
}

export function createUpstreamClient(env: Env, ctx: RequestContext): UpstreamClient {
  return {
    get: (group, path, query, schema, options) => send(group, path, query, undefined, schema, options),
    post: (group, path, query, body, schema, options) => send(group, path, query, { body }, schema, options),
  };

  async function send<S extends z.ZodType>(group: EndpointGroup, path: string, query: UpstreamQuery, payload: { body: unknown } | undefined, schema: S, options: UpstreamGetOptions = {}): Promise<UpstreamResult<z.infer<S>>> {
    const params = new URLSearchParams({ locale: ctx.locale });
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (typeof value === 'object') for (const item of value) params.append(key, item);
      else params.set(key, String(value));
    }
    const upstream = resolveUpstream(env, group, ctx.mockGroups.has(group));
    let response: Response;
    try {
      const headers = options.preview ? previewHeaders(env, ctx, baseHeaders(env, ctx)) : baseHeaders(env, ctx);
      if (payload) headers.set('content-type', 'application/json');
      for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
      response = await upstream.fetch(`${path}?${params}`, {
        headers,
        ...(payload ? { method: 'POST', body: JSON.stringify(payload.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      console.warn(JSON.stringify({ msg: 'upstream unreachable', group, path, correlationId: ctx.correlationId, error: String(error) }));
      return { ok: false, status: 504, errorId: 'GEN500', message: 'General error' };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = ErrorResponseSchema.safeParse(body);
      const detail = parsed.success ? parsed.data.errorDetails[0] : undefined;
      return { ok: false, status: response.status, errorId: detail?.errorId ?? 'GEN500', message: detail?.message ?? 'General error' };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.warn(JSON.stringify({ msg: 'upstream response failed its schema', group, path, correlationId: ctx.correlationId, issues: parsed.error.issues.slice(0, 3) }));
      return { ok: false, status: 502, errorId: 'GEN500', message: 'General error' };
    }
    return { ok: true, data: parsed.data };
  }
}
