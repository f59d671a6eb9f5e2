import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { decodeSegment } from '../../../shared/routing';
import { apiError } from '../../errors/api-error';
import { createCanvasClient, isLazySection, withInheritedSections, type CanvasRequest } from '..';
import { createUpstreamClient } from '../../upstream';
import type { PageSectionsQuery } from '../../../shared/fapi/schemas/pages';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * GET /fapi/pages/{page}                      a content page canvas by name (internal,
 *                                             e.g. /fapi/pages/location-selector)
 * GET /fapi/pages/{page}?section=lazy-…       one lazy section of it (a section whose
 *                                             name contains "lazy" loads when scrolled near)
 * GET /fapi/pages/{kind}?kind=category&categoryId=…&section=lazy-…   (likewise product/productId)
 * Parsed and sanitised exactly like the page itself.
 */
function canvasRequest(name: string, query: PageSectionsQuery): CanvasRequest | null {
  if (query.kind === 'page') return { kind: 'page', page: name };
  if (query.kind === 'category') return query.categoryId ? { kind: 'category', categoryId: query.categoryId } : null;
  return query.productId ? { kind: 'product', productId: query.productId } : null;
}

// The catalogue's `:name` is matched as the whole rest of the path: a name may hold an escaped slash.
const PAGES = fapi.pages.sections.path.replace('/:name', '');

export const lazySections = new Hono<AppEnv>().on(fapi.pages.sections.method, `${PAGES}/*`, async (c) => {
  // The route path keeps reserved escapes (%2F) as sent; malformed ones never get here (path guard).
  const name = decodeSegment(c.req.path.slice(`${PAGES}/`.length)) ?? '';
  const page = fapi.pages.sections.params.name.safeParse(name);
  const parsed = fapi.pages.sections.query.safeParse(c.req.query());
  const request = page.success && parsed.success ? canvasRequest(page.data, parsed.data) : null;
  if (!parsed.success || !request) return apiError(c, 400, 'API400', 'A page name (or kind with its id) is required');
  const { section } = parsed.data;
  if (section !== undefined && !isLazySection(section)) return apiError(c, 400, 'API400', 'Only lazy sections load separately');

  const ctx = c.get('requestContext');
  const cms = createCanvasClient(c.env, ctx, createUpstreamClient(c.env, ctx), (promise) => c.executionCtx.waitUntil(promise));
  const result = await cms.get(request);
  if (!result.ok) return result.status === 404 ? apiError(c, 'API404', 'Content not found') : apiError(c, 502, 'GEN500', 'General error');
  const canvas = await withInheritedSections(cms, result.data, 'other');
  // Same content for every shopper of a site: the browser may keep it briefly (never in preview).
  c.header('cache-control', ctx.preview.active ? 'private, no-store' : 'public, max-age=60');
  if (section === undefined) return c.json({ canvas });
  const blocks = canvas.sections[section];
  return blocks ? c.json({ blocks }) : apiError(c, 'API404', 'Section not found');
});
