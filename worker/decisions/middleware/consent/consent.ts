import { createMiddleware } from 'hono/factory';
import { isDevelopment, type Env } from '../../../env';
import type { AppEnv } from '../../../app-env';
import { FALLBACK_REGION, OPTANON_COOKIE, parseRegion, readRawCookie, regionOf, resolveConsent, type ConsentRegion } from '../../../../shared/decisions/consent';

/** Outside production, `?region=EMEA` overrides geo data: wrangler dev (and so the browser tests) always reports a US visitor. */
export const REGION_TEST_PARAM = 'region';

/** CONSENT_DEFAULT_REGION, or the strictest region when it is unset or unreadable. */
export function defaultRegion(env: Pick<Env, 'CONSENT_DEFAULT_REGION'>): ConsentRegion {
  return parseRegion(env.CONSENT_DEFAULT_REGION) ?? FALLBACK_REGION;
}

/** The request's consent region: the test hook (non-production only), else `request.cf`, else the default. */
export function requestRegion(request: Request, url: URL, env: Pick<Env, 'ENVIRONMENT' | 'CONSENT_DEFAULT_REGION'>): ConsentRegion {
  // A URL without a query has no test hook, and reading its parameters would build them for nothing.
  const forced = isDevelopment(env) && url.search !== '' ? parseRegion(url.searchParams.get(REGION_TEST_PARAM)) : null;
  return forced ?? regionOf(request.cf as { country?: unknown; continent?: unknown } | undefined, defaultRegion(env));
}

/**
 * Resolves what this visitor consented to before anything optional
 * runs, so pages, experiments and personalisation read one decision. Mounted
 * after `preview`: an editor's preview=true allows every category.
 */
export const consent = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('requestContext');
  const url = ctx.url;
  ctx.consent = resolveConsent({
    region: requestRegion(c.req.raw, url, c.env),
    cookie: readRawCookie(c.req.header('cookie'), OPTANON_COOKIE),
    preview: ctx.preview.active && url.searchParams.get('preview') === 'true',
  });
  await next();
});
