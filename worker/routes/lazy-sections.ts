import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { createCanvasClient, isLazySection, withInheritedSections, type CanvasRequest } from '../services/cms';
import { createUpstreamClient } from '../services/upstream';

/*
 * GET /fapi/pages/{kind}?page=|categoryId=|productId=&section=lazy-…&locale=
 * — one lazy section of a canvas (spec §2: a section whose name contains
 * "lazy" loads when scrolled near), parsed and sanitised like the page.
 */
const Id = z.string().regex(/^[A-Za-z0-9/_-]{1,120}$/);
const QuerySchema = z.object({
  kind: z.enum(['page', 'category', 'product']),
  page: Id.optional(),
  categoryId: Id.optional(),
  productId: Id.optional(),
  section: z.string().regex(/^[a-z0-9-]*lazy[a-z0-9-]*$/),
});

export const lazySections = new Hono<AppEnv>().get('/:kind', async (c) => {
  const parsed = QuerySchema.safeParse({ ...c.req.query(), kind: c.req.param('kind') });
  if (!parsed.success || !isLazySection(parsed.data.section)) return apiError(c, 400, 'API400', 'kind, an id and a lazy section name are required');
  const { section, ...request } = parsed.data;
  const ctx = c.get('requestContext');
  const cms = createCanvasClient(c.env, ctx, createUpstreamClient(c.env, ctx), (promise) => c.executionCtx.waitUntil(promise));
  const result = await cms.get(request as CanvasRequest);
  if (!result.ok) return apiError(c, result.status === 404 ? 404 : 502, result.status === 404 ? 'API404' : 'GEN500', result.status === 404 ? 'Content not found' : 'General error');
  const canvas = await withInheritedSections(cms, result.data, 'other');
  const blocks = canvas.sections[section];
  if (!blocks) return apiError(c, 404, 'API404', 'Section not found');
  // Same content for every shopper of a site: let the browser keep it briefly (never in preview).
  c.header('cache-control', ctx.preview.active ? 'private, no-store' : 'public, max-age=60');
  return c.json({ blocks });
});
