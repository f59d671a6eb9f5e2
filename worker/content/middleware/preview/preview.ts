import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../../app-env';
import { readPreviewParams } from './preview-params';
import { verifyPreviewToken } from './preview-token';

export const PREVIEW_COOKIE = 'rl_preview';
export const PREVIEW_HEADER = 'x-preview-token';

/**
 * Preview and cache bypass are for editors only: a token is checked whenever one comes (a junk
 * cookie or header is anyone's to send), and without a valid one the parameters are ignored and
 * the published, cached page is served, so no visitor can switch the cache off and flood the CMS.
 */
export const preview = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('requestContext');
  const token = c.req.header(PREVIEW_HEADER) ?? getCookie(c, PREVIEW_COOKIE);
  const editor = token !== undefined && (await verifyPreviewToken(c.env.PREVIEW_SECRET, token));
  const asked = readPreviewParams(ctx.url.searchParams);
  ctx.preview = editor && asked.requested ? { active: true, editor, date: asked.date, bypassAllCache: asked.bypassAllCache } : { ...ctx.preview, editor };
  await next();
  // A preview answer is one editor's view of unpublished content: never store it anywhere.
  if (ctx.preview.active) c.res.headers.set('cache-control', 'private, no-store');
});
