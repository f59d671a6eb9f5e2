import type { Env, RequestContext } from '../../env';
import { CanvasSchema } from '../../../shared/schemas';
import type { ParsedCanvas } from '../../../shared/page';
import type { UpstreamClient, UpstreamResult } from '../upstream';
import { cachedCanvas } from './canvas-cache';
import { parseCanvasBlocks } from './parsed-canvas';

/** spec §7 content API canvas kinds used by this worker. */
export type CanvasKind = 'page' | 'category' | 'product' | 'footer' | 'menu' | 'fragment' | 'popups' | 'espots';

export interface CanvasRequest {
  kind: CanvasKind;
  page?: string;
  categoryId?: string;
  productId?: string;
  fragmentId?: string;
}

/** issue budget: a slow CMS must not hold the page; stale copies cover for it. */
export const CMS_TIMEOUT_MS = 1500;

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

  async function load(request: CanvasRequest): Promise<UpstreamResult<ParsedCanvas>> {
    const { kind, ...ids } = request;
    const query = { siteId: ctx.site.siteId, removeNulls: 'true', env: env.CMS_ENV, ...ids };
    const result = await upstream.get('content', `/${mode}/caas/v1/canvas/${kind}`, query, CanvasSchema, { timeoutMs: CMS_TIMEOUT_MS, preview });
    return result.ok ? { ok: true, data: parseCanvasBlocks(result.data, log) } : result;
  }

  return {
    get(request) {
      // Editors see unpublished content: nothing is read from or written to any cache layer.
      if (preview) return load(request);
      return cachedCanvas(canvasCacheKey(ctx, request), () => load(request), { kv: env.CONTENT_CACHE, waitUntil, log });
    },
  };
}
