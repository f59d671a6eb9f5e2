import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';
import { createDeferredRegistry } from '../render/deferred-registry';
import { apiError } from './api-error';
import { ContentError } from './content-error';
import { answersJson } from '../routes/route-path';
import { pageTitle } from '../pages/page-context';
import { translatorFor } from '../../shared/i18n/catalogues';
import type { Translator } from '../../shared/i18n';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The last resort when even the error page cannot render (e.g. no client build), still in the site's language. */
function plainServerError({ locale, t }: Translator): string {
  const heading = escapeHtml(t('title.serverError'));
  return `<!doctype html><html lang="${escapeHtml(locale)}"><meta charset="utf-8"><title>${escapeHtml(pageTitle(t('title.serverError'), t))}</title><h1>${heading}</h1><p>${escapeHtml(t('error.serverErrorBody'))}</p></html>`;
}

/**
 * Every uncaught exception ends here: logged with its correlation id, answered
 * without a stack trace: JSON on the JSON routes, the error page everywhere else.
 */
export async function serverError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const ctx = c.get('requestContext');
  const correlationId = ctx?.correlationId ?? 'unknown';
  console.error(JSON.stringify({ msg: 'unhandled error', correlationId, path: new URL(c.req.url).pathname, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }));
  if (answersJson(c.req.path) || !ctx) return apiError(c, 500, 'GEN500', 'General error');
  const translator = translatorFor(ctx.site);
  try {
    const deferred = createDeferredRegistry(correlationId);
    const footer = deferred.add('footer', Promise.resolve({ ok: true, data: null } as const));
    const popups = deferred.add('popups', Promise.resolve({ ok: true, data: null } as const));
    // The CMS failing is the shop being unavailable for a while, not broken: 503 with Retry-After
    // tells browsers and crawlers to come back; the page itself still names the CMS's own status.
    const status = error instanceof ContentError ? (error.status >= 500 ? 503 : error.status) : 500;
    const { t } = translator;
    const page = error instanceof ContentError ? { kind: 'error' as const, status: error.status, canvas: null, message: error.message, path: error.path } : { kind: 'error' as const, status, canvas: null };
    return await renderPage(c, status, { pageType: 'error', path: c.req.path, title: pageTitle(t('title.serverError'), t), description: t('description.error'), menu: [], footer, popups, headerFragment: null,
      roleBanner: null, page }, deferred);
  } catch (renderFailure) {
    console.error(JSON.stringify({ msg: 'error page failed', correlationId, error: String(renderFailure) }));
    return c.html(plainServerError(translator), 500);
  }
}
