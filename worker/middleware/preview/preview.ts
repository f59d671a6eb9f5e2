import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { isDevelopment, type AppEnv, type Env, type PreviewState } from '../../env';
import { readPreviewParams } from './preview-params';
import { verifyPreviewToken } from './preview-token';

export const PREVIEW_COOKIE = 'rl_preview';
export const PREVIEW_HEADER = 'x-preview-token';

/**
 * Testers' overrides (the `p13n_testcontext` query and cookie) change what a page shows for one
 * person, so they are honoured only where no shopper can reach them: in development, or for an
 * editor whose token verifies. Anyone else gets the page everyone gets, from the cache.
 */
export function honoursTestOverrides(env: Pick<Env, 'ENVIRONMENT'>, preview: Pick<PreviewState, 'editor'>): boolean {
  return isDevelopment(env) || preview.editor;
}

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
