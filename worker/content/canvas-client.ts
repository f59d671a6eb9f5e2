import type { Env, RequestContext } from '../env';
import { api } from '../../shared/api';
import type { ParsedCanvas } from '../../shared/page';
import type { UpstreamClient, UpstreamResult } from '../upstream';
import { cachedCanvas, type LoadPurpose } from './canvas-cache';
import { parseCanvasBlocks } from './parsed-canvas';

/** Content API canvas kinds used by this worker. */
export type CanvasKind = 'page' | 'category' | 'product' | 'footer' | 'menu' | 'fragment' | 'popups' | 'espots' | 'search' | 'augmentedpage';

export interface CanvasRequest {
  kind: CanvasKind;
  page?: string;
  categoryId?: string;
  productId?: string;
  fragmentId?: string;
  /** The shopper's search, for the search canvas, merchandised for the query. */
  query?: string;
}

/** A refresh has a stale copy to fall back on, so a slow CMS gets little time. */
export const CMS_REFRESH_TIMEOUT_MS = 1500;
/** A miss has nothing to show instead, so it waits as long as any upstream call. */
const CMS_MISS_TIMEOUT_MS = 5000;

export interface CanvasClient {
  get(request: CanvasRequest): Promise<UpstreamResult<ParsedCanvas>>;
}

/** The cache key of a published canvas: everything that selects it upstream. */
export function canvasCacheKey(ctx: Pick<RequestContext, 'site' | 'locale'>, request: CanvasRequest): string {
  const { kind, ...ids } = request;
  return `publish:${kind}:${ctx.site.siteId}:${ctx.locale}:${JSON.stringify(ids)}`;
}

export function createCanvasClient(env: Env, ctx: RequestContext, upstream: UpstreamClient, waitUntil: (promise: Promise<unknown>) => void): CanvasClient {
  const preview = ctx.preview.active;
  const mode = preview ? 'preview' : 'publish';
  const log = (event: object) => console.warn(JSON.stringify({ ...event, correlationId: ctx.correlationId }));

  async function load(request: CanvasRequest, purpose: LoadPurpose): Promise<UpstreamResult<ParsedCanvas>> {
    const { kind, ...ids } = request;
    const query = { siteId: ctx.site.siteId, removeNulls: 'true' as const, env: env.CMS_ENV, ...ids };
    const timeoutMs = purpose === 'refresh' ? CMS_REFRESH_TIMEOUT_MS : CMS_MISS_TIMEOUT_MS;
    const result = await upstream.call(api.content.canvas, { params: { mode, kind }, query }, { timeoutMs, preview });
    return result.ok ? { ok: true, data: parseCanvasBlocks(result.data, log) } : result;
  }

  return {
    get(request) {
      // Editors see unpublished content: nothing is read from or written to any cache layer.
      if (preview) return load(request, 'miss');
      return cachedCanvas(canvasCacheKey(ctx, request), (purpose) => load(request, purpose), { kv: env.CONTENT_CACHE, waitUntil, log });
    },
  };
}
