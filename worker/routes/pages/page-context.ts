import type { Env, RequestContext } from '../../env';
import type { ClassifiedPath } from '../../../shared/routing';
import type { LoadResult, PageModel, ParsedCanvas } from '../../../shared/page';
import { ContentError } from '../../errors/content-error';
import { createCanvasClient, type CanvasClient } from '../../services/cms';
import { createProductsClient, type ProductsClient } from '../../services/products';
import { createUpstreamClient } from '../../services/upstream';
import { createDeferredRegistry, type DeferredRegistry } from '../../render/deferred-registry';

/** What a page loader gets: this request's clients and where to register streamed regions. */
export interface PageContext {
  request: RequestContext;
  route: ClassifiedPath;
  url: URL;
  cms: CanvasClient;
  products: ProductsClient;
  deferred: DeferredRegistry;
}

export type PageLoad = { found: true; status: number; title: string; description: string; page: PageModel } | { found: false };

export function createPageContext(env: Env, request: RequestContext, route: ClassifiedPath, url: URL, waitUntil: (promise: Promise<unknown>) => void): PageContext {
  const upstream = createUpstreamClient(env, request);
  return {
    request,
    route,
    url,
    cms: createCanvasClient(env, request, upstream, waitUntil),
    products: createProductsClient(request, upstream),
    deferred: createDeferredRegistry(request.correlationId),
  };
}

/**
 * The page's own canvas: its data, null when the CMS has no such page (a 404
 * for the shopper), or the error page for any other CMS failure (spec §8).
 */
export function canvasOrNotFound(ctx: PageContext, result: LoadResult<ParsedCanvas>): ParsedCanvas | null {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new ContentError(result, ctx.url.pathname);
}

export const SITE_NAME = 'Ridgeline';

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — Outdoor apparel and gear`;
}
