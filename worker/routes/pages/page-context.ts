import type { Env, RequestContext } from '../../env';
import type { ClassifiedPath } from '../../../shared/routing';
import type { PageModel } from '../../../shared/page';
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

export const SITE_NAME = 'Ridgeline';

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — Outdoor apparel and gear`;
}
