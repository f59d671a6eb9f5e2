import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import * as z from 'zod';
import type { AppEnv } from '../../app-env';
import { PREVIEW_COOKIE, PREVIEW_HEADER, PREVIEW_TOKEN_TTL_MS, signPreviewToken, verifyPreviewToken } from '../middleware/preview';
import { timingSafeEqual } from '../../signing';
import { loadAssets } from '../../render/assets';
import { createUpstreamClient } from '../../upstream';
import { api } from '../../../shared/api';
import { safeLocalPath } from '../../../shared/routing/return-to';
import { readFormBody } from '../../routes/read-body';
import { withoutPreviewParams } from '../../../shared/page';
import { rateLimit, RATE_LIMITED_ERROR_ID, tooManyAttemptsMessage } from '../../middleware/rate-limit';
import { apiError } from '../../errors/api-error';

/*
 * Editor tools (preview mode and the CMS preview viewer):
 *   GET  /preview/login?redirect=   the editor key form
 *   POST /preview/login             sets the signed preview cookie, redirects same-origin only
 *   POST /preview/logout?redirect=  clears it
 *   GET  /preview/viewer            document list by type, layout variant and limit (10, 20, 50)
 */
const LoginSchema = z.object({ key: z.string().min(1).max(200), redirect: z.string().max(2000).optional() });
// The login form holds a key and a redirect: anything larger is not that form.
const MAX_FORM_BYTES = 4 * 1024;
const ViewerQuery = z.object({
  docType: z.enum(['', 'page', 'category', 'product', 'fragment', 'popups', 'menu', 'footer', 'espots']).default(''),
  layoutVariant: z.enum(['', 'standard', 'landing', 'article']).default(''),
  limit: z.enum(['10', '20', '50']).default('20'),
  /** Lists a page's children (the content API's children call) instead of the showcase. */
  parentPageSlug: z.union([z.literal(''), z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)]).default(''),
});

async function shell(c: Context<AppEnv>, title: string, body: ReturnType<typeof html>, status: 200 | 401 | 429 = 200) {
  const assets = await loadAssets(c.env.ASSETS, c.env.DEV_WATCH === '1');
  c.header('cache-control', 'private, no-store');
  return c.html(
    html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Ridgeline editors</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${assets.css.map((href) => html`<link rel="stylesheet" href="${href}">`)}</head><body><main id="main" class="main editor-tool"><h1 class="page-title">${title}</h1>${body}</main></body></html>`,
    status,
  );
}

function loginForm(c: Context<AppEnv>, redirect: string, error?: string, status: 200 | 401 | 429 = error ? 401 : 200) {
  return shell(
    c,
    'Editor preview',
    html`${error ? html`<p class="form-message" role="alert">${error}</p>` : ''}
      <form method="post" action="/preview/login" class="editor-form">
        <label for="editor-key">Editor key</label>
        <input id="editor-key" name="key" type="password" autocomplete="current-password" required>
        <input type="hidden" name="redirect" value="${redirect}">
        <button type="submit">Start preview</button>
      </form>`,
    status,
  );
}

/**
 * Guessing the editor key is limited per client address: every try
 * counts, right or wrong. The form's browser gets the form again with the
 * reason; any other client the catalogue JSON. Both carry Retry-After.
 */
const loginAttempts = rateLimit({
  name: 'preview-login',
  limit: 5,
  windowSeconds: 60,
  onLimited: async (c, retryAfterSeconds) => {
    const message = tooManyAttemptsMessage(c, retryAfterSeconds);
    if (!c.req.header('accept')?.includes('text/html')) return apiError(c, RATE_LIMITED_ERROR_ID, message);
    const form = await readFormBody(c.req.raw, MAX_FORM_BYTES);
    return loginForm(c, safeLocalPath(form?.redirect, '/preview/viewer'), message, 429);
  },
});

async function isEditor(c: Context<AppEnv>): Promise<boolean> {
  return verifyPreviewToken(c.env.PREVIEW_SECRET, c.req.header(PREVIEW_HEADER) ?? getCookie(c, PREVIEW_COOKIE));
}

export const previewRoutes = new Hono<AppEnv>()
  .get('/login', (c) => loginForm(c, safeLocalPath(c.req.query('redirect'), '/preview/viewer')))
  .post('/login', loginAttempts, async (c) => {
    const form = LoginSchema.safeParse(await readFormBody(c.req.raw, MAX_FORM_BYTES));
    const redirect = safeLocalPath(form.success ? form.data.redirect : undefined, '/preview/viewer');
    if (!form.success || !c.env.PREVIEW_EDITOR_KEY || !timingSafeEqual(form.data.key, c.env.PREVIEW_EDITOR_KEY)) {
      return loginForm(c, redirect, 'That editor key is not valid.');
    }
    setCookie(c, PREVIEW_COOKIE, await signPreviewToken(c.env.PREVIEW_SECRET), {
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: PREVIEW_TOKEN_TTL_MS / 1000,
    });
    return c.redirect(redirect, 303);
  })
  .post('/logout', (c) => {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/', secure: true });
    const target = withoutPreviewParams(safeLocalPath(c.req.query('redirect'), '/'));
    return c.redirect(target, 303);
  })
  .get('/viewer', async (c) => {
    if (!(await isEditor(c))) return c.redirect(`/preview/login?redirect=${encodeURIComponent('/preview/viewer')}`, 302);
    const query = ViewerQuery.safeParse(c.req.query());
    const { docType, layoutVariant, limit, parentPageSlug } = query.success ? query.data : ViewerQuery.parse({});
    const ctx = c.get('requestContext');
    ctx.preview = { active: true, editor: true, date: null, bypassAllCache: false };
    const upstream = createUpstreamClient(c.env, ctx);
    // Every content call is by site id, with removeNulls and the environment override.
    const common = { siteId: ctx.site.siteId, removeNulls: 'true' as const, env: c.env.CMS_ENV };
    const result = parentPageSlug
      ? await upstream.call(api.content.children, { query: { ...common, parentPageSlug } }, { preview: true })
      : await upstream.call(api.content.showcase, { query: { ...common, docType: docType || undefined, layoutVariant: layoutVariant || undefined, limit } }, { preview: true });
    const option = (value: string, current: string, label = value || 'Any') => html`<option value="${value}" ${value === current ? 'selected' : ''}>${label}</option>`;
    const rows = result.ok ? result.data.documents.slice(0, Number(limit)) : [];
    return shell(
      c,
      'CMS preview viewer',
      html`<form method="get" class="editor-form editor-form--inline">
          <label for="docType">Document type</label>
          <select id="docType" name="docType">${ViewerQuery.shape.docType.unwrap().options.map((value) => option(value, docType))}</select>
          <label for="layoutVariant">Layout variant</label>
          <select id="layoutVariant" name="layoutVariant">${ViewerQuery.shape.layoutVariant.unwrap().options.map((value) => option(value, layoutVariant))}</select>
          <label for="limit">Limit</label>
          <select id="limit" name="limit">${ViewerQuery.shape.limit.unwrap().options.map((value) => option(value, limit))}</select>
          <label for="parentPageSlug">Children of</label>
          <input id="parentPageSlug" name="parentPageSlug" value="${parentPageSlug}" placeholder="e.g. help">
          <button type="submit">Show</button>
        </form>
        ${!result.ok ? html`<p class="form-message" role="alert">The CMS did not answer (${result.errorId}).</p>` : ''}
        ${rows.length === 0
          ? html`<p>No results.</p>`
          : html`<table class="editor-table"><thead><tr><th scope="col">ID</th><th scope="col">Name</th><th scope="col">Referrers count</th><th scope="col">Modification date</th></tr></thead><tbody>${rows.map(
              (row) => html`<tr><td>${row.id}</td><td>${row.name}</td><td>${row.referrersCount}</td><td>${row.modificationDate.slice(0, 10)}</td></tr>`,
            )}</tbody></table>`}`,
    );
  });
