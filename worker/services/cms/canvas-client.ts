import type { Env, RequestContext } from '../../env';
import { CanvasSchema } from '../../../shared/schemas';
import type { UpstreamClient, UpstreamResult } from '../upstream';
import { MemoryCache } from './memory-cache';
import { parseCanvasBlocks } from './parsed-canvas';
import type { ParsedCanvas } from '../../../shared/page';

/** spec §7 content API canvas kinds used by this worker. */
export type CanvasKind = 'page' | 'category' | 'product' | 'footer' | 'menu' | 'fragment' | 'popups';

export interface CanvasRequest {
  kind: CanvasKind;
  page?: string;
  categoryId?: string;
  productId?: string;
  fragmentId?: string;
}

// Published content only; shared by every shopper of a site, so it may live per isolate.
const PUBLISHED = new MemoryCache<UpstreamResult<ParsedCanvas>>(60_000, 500);

export interface CanvasClient {
  get(request: CanvasRequest): Promise<UpstreamResult<ParsedCanvas>>;
}

export function createCanvasClient(env: Env, ctx: RequestContext, upstream: UpstreamClient): CanvasClient {
  const mode = 'publish';
  return {
    async get(request) {
      const { kind, ...ids } = request;
      const query = { siteId: ctx.site.siteId, removeNulls: 'true', env: env.CMS_ENV, ...ids };
      const key = `${mode}:${kind}:${ctx.locale}:${JSON.stringify(ids)}`;
      const cached = PUBLISHED.get(key);
      if (cached) return cached;
      const result = await upstream.get('content', `/${mode}/caas/v1/canvas/${kind}`, query, CanvasSchema);
      const parsed: UpstreamResult<ParsedCanvas> = result.ok
        ? { ok: true, data: parseCanvasBlocks(result.data, (warning) => console.warn(JSON.stringify({ ...warning, correlationId: ctx.correlationId }))) }
        : result;
      // Cache hits and not-founds; a transient upstream failure must not stick.
      if (result.ok || result.status === 404) PUBLISHED.set(key, parsed);
      return parsed;
    },
  };
}
