import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env';
import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH } from '../../shared/content/image-cdn';
import { apiError } from '../errors/api-error';
import { resolveUpstream } from '../upstream';
import { api, buildPath } from '../../shared/api';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';

/*
 * GET /images/{kind}/{name}?w=&q= — the image CDN (quality 50,
 * double-resolution sizing), proxied so pages only ever load same-origin images.
 */
const ImageQuerySchema = z.object({
  w: z.coerce.number().int().min(IMAGE_MIN_WIDTH).max(IMAGE_MAX_WIDTH).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});
const IMAGE_PATH = /^\/images\/(product|banner)\/([A-Za-z0-9_-]+\.svg)$/;
const TIMEOUT_MS = 5000;

/**
 * The image host refused the request (a name it does not know, a size out of range): that is
 * the caller's mistake, passed on as a 4xx in the catalogue shape, keeping the host's code.
 */
async function refused(c: Context<AppEnv>, response: Response): Promise<Response> {
  const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
  const status = response.status === 404 ? 404 : 400;
  const detail = parsed.success ? parsed.data.errorDetails[0]! : { errorId: status === 404 ? 'API404' : 'API400', message: status === 404 ? 'Not found' : 'Invalid image request' };
  return apiError(c, status, detail.errorId, detail.message);
}

export const images = new Hono<AppEnv>().get('/*', async (c) => {
  const url = c.get('requestContext').url;
  const query = ImageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const image = IMAGE_PATH.exec(url.pathname);
  if (!image) return apiError(c, 'API404', 'Not found');
  if (!query.success) return apiError(c, 400, 'API400', 'Invalid image parameters');
  const params = new URLSearchParams();
  if (query.data.w) params.set('w', String(query.data.w));
  if (query.data.q) params.set('q', String(query.data.q));
  const ctx = c.get('requestContext');
  const upstream = resolveUpstream(c.env, 'images', ctx.mockGroups.has('images'));
  let response: Response;
  try {
    response = await upstream.fetch(`${buildPath(api.images.image.path, { kind: image[1]!, file: image[2]! })}?${params}`, { cf: { cacheEverything: true, cacheTtl: 86_400 }, signal: AbortSignal.timeout(TIMEOUT_MS) } as RequestInit);
  } catch (error) {
    console.error(JSON.stringify({ msg: 'image host unreachable', path: url.pathname, correlationId: ctx.correlationId, error: String(error) }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
  if (response.status >= 400 && response.status < 500) return refused(c, response);
  if (!response.ok) return apiError(c, 502, 'GEN500', 'General error');
  return new Response(response.body, {
    headers: {
      'content-type': response.headers.get('content-type') ?? 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
});
