import type { IRequest } from 'itty-router';
import { PAGE_ALIASES } from '../../data/canvases';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, queryParam, siteOf, type MockRouter } from '../../http';
import { getChildren, getShowcase } from './content-documents';
import { augmentPage } from '../../data/canvases/augmented';
import { withQueryBanner } from '../../data/canvases/search';
import type { Canvas } from '../../../shared/content/schemas/canvas';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

// Content (CMS): GET /{mode}/caas/v1/canvas/{kind}, by site id, publish or preview.

const MODES = new Set(['publish', 'preview']);

/** Which query param names the canvas for each kind; null means a singleton canvas. */
const KEY_PARAM: Record<string, string | null> = {
  page: 'page',
  category: 'categoryId',
  product: 'productId',
  fragment: 'fragmentId',
  footer: null,
  menu: null,
  popups: null,
  // Espot lists per page kind (plp, pdp, search, home, other).
  espots: 'page',
  // Search (with query): one canvas, merchandised for the query.
  search: 'query',
  // A content page augmented with the commerce context it is shown in (augmentedpage).
  augmentedpage: 'page',
};

/** Stored key for a request: page aliases resolve, any productId shares the generic canvas. */
function storedKey(kind: string, value: string): string {
  if (kind === 'page') return PAGE_ALIASES[value] ?? value.replace(/^\/+|\/+$/g, '');
  if (kind === 'product') return '*';
  if (kind === 'search') return 'main';
  return value;
}

async function getCanvas(request: IRequest, env: Env): Promise<Response> {
  const { mode = '', kind = '' } = request.params;
  if (!MODES.has(mode)) return errorResponse(request, 'API404', 'Not found');
  if (kind === 'showcase') return getShowcase(request, env);
  if (kind === 'children') return getChildren(request, env);
  if (!(kind in KEY_PARAM)) return errorResponse(request, 'API404', 'Not found');
  const param = KEY_PARAM[kind];
  const value = param ? queryParam(request, param) : 'main';
  if (!value) return errorResponse(request, 400, 'API400', `${param} is required`);

  await ensureDatabase(env.DB);
  const site = siteOf(request);
  const storedKind = kind === 'augmentedpage' ? 'page' : kind;
  const row = await env.DB.prepare('SELECT body FROM canvases WHERE kind = ? AND key = ? AND site_id = ? AND locale = ? AND mode = ?')
    .bind(storedKind, storedKey(storedKind, value), site.siteId, site.locale, mode)
    .first<{ body: string }>();
  if (!row) return errorResponse(request, 'API404', 'Content not found');
  if (kind === 'augmentedpage') return json(augmentPage(JSON.parse(row.body) as Canvas, queryParam(request, 'categoryId'), queryParam(request, 'productId'), site.language));
  if (kind !== 'search') return json(row.body);
  const ctx = { site, locale: site.locale, mode: mode as 'publish' | 'preview' };
  return json(withQueryBanner(JSON.parse(row.body) as Canvas, value, ctx));
}

export function registerContentRoutes(router: MockRouter): void {
  // The editors' showcase and children listings are canvas kinds too, answered by the same handler.
  registerRoutes(router, [on(api.content.canvas, getCanvas)]);
}
