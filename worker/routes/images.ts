import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH } from '../../shared/content/image-cdn';
import { apiError } from '../errors/api-error';
import { resolveUpstream } from '../services/upstream';

/*
 * GET /images/{kind}/{name}?w=&q= — the image CDN (spec §9 quality 50,
 * double-resolution sizing), proxied so pages only ever load same-origin images.
 */
const ImageQuerySchema = z.object({
  w: z.coerce.number().int().min(IMAGE_MIN_WIDTH).max(IMAGE_MAX_WIDTH).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});
const IMAGE_PATH = /^\/images\/(product|banner)\/[A-Za-z0-9_-]+\.svg$/;

export const images = new Hono<AppEnv>().get('/*', async (c) => {
  const url = new URL(c.req.url);
  const query = ImageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!IMAGE_PATH.test(url.pathname)) return apiError(c, 404, 'API404', 'Not found');
  if (!query.success) return apiError(c, 400, 'API400', 'Invalid image parameters');
  const params = new URLSearchParams();
  if (query.data.w) params.set('w', String(query.data.w));
  if (query.data.q) params.set('q', String(query.data.q));
  const ctx = c.get('requestContext');
  const upstream = resolveUpstream(c.env, 'images', ctx.mockGroups.has('images'));
  const response = await upstream.fetch(`${url.pathname}?${params}`, { cf: { cacheEverything: true, cacheTtl: 86_400 } } as RequestInit);
  if (!response.ok) return apiError(c, response.status === 404 ? 404 : 502, response.status === 404 ? 'API404' : 'GEN500', response.status === 404 ? 'Not found' : 'General error');
  return new Response(response.body, {
    headers: {
      'content-type': response.headers.get('content-type') ?? 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
});
