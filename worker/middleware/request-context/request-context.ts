import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { REQUIRED_SECRETS, type Env, type RequestContext, type SiteParams } from '../../env';
import type { AppEnv } from '../../app-env';
import { DEFAULT_LOCALE, getSite, type Site } from '../../../shared/site';
import { classifyPath } from '../../../shared/routing';
import { parseMockGroups } from '../../upstream/endpoints';
import { answersJson } from '../../routes/route-path';
import { UNRESOLVED_CONSENT } from '../../../shared/decisions/consent';
import { ANONYMOUS_VISITOR } from '../../../shared/decisions/personalisation';
import { LEGACY_SESSION_COOKIE, SessionIdSchema } from '../../session';

const APP_WEBVIEW = /\bRidgelineApp\//;

function siteParams(site: Site, env: AppEnv['Bindings'], userAgent: string): SiteParams {
  return {
    siteId: site.siteId,
    // Mobile-app channel when the app webview flag is set.
    channel: APP_WEBVIEW.test(userAgent) ? 'MAPP' : 'ECOMM',
    brand: env.BRAND,
    region: site.region,
    source: 'ECOM15',
    clientApp: env.CLIENT_APP,
  };
}

/** The site a request's URL names: its path's locale first, then `?locale=` (the proxy's calls); undefined when it names none. */
export function siteNamedBy(url: URL): Site | undefined {
  return getSite(classifyPath(url.pathname).locale) ?? getSite(url.searchParams.get('locale'));
}

/** Moving a request to another site is the services' too (a basket on another site); it lives with them. */
export { adoptSite } from '../../services/request-site';

/**
 * Fails every request of a deploy that lacks a secret: signing with an empty key, or sending
 * upstreams a blank trust id, would look like it works while it does not.
 */
function assertSecrets(env: Env): void {
  const missing = REQUIRED_SECRETS.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Missing secrets ${missing.join(', ')}: set them with \`wrangler secret put\` (development: .dev.vars)`);
}

/**
 * Per-request context: fresh transaction and correlation ids, the site from the
 * locale (path first, then `?locale=` for API calls), site params and the page the path names.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  assertSecrets(c.env);
  const url = new URL(c.req.url);
  const classified = classifyPath(url.pathname);
  // A page lives under a site's locale; first-party routes under one (`/de-de/fapi/…`) are routed without it and are no page.
  const isPage = classified.locale !== null && !answersJson(c.req.path);
  const site = siteNamedBy(url) ?? getSite(DEFAULT_LOCALE)!;
  const sessionCookie = getCookie(c, LEGACY_SESSION_COOKIE);
  // Most requests carry no session: a schema failure (an error object) is not worth building for them.
  const sessionId = sessionCookie === undefined ? null : SessionIdSchema.safeParse(sessionCookie);
  const context: RequestContext = {
    transactionId: crypto.randomUUID(),
    correlationId: crypto.randomUUID(),
    url,
    locale: site.locale,
    site,
    siteParams: siteParams(site, c.env, c.req.header('user-agent') ?? ''),
    route: isPage ? classified : null,
    mockGroups: parseMockGroups(c.env, url.searchParams.get('mock') ?? undefined),
    sessionId: sessionId?.success ? sessionId.data : null,
    preview: { active: false, editor: false, date: null, bypassAllCache: false },
    // Resolved by the consent middleware after preview; nothing optional until then.
    consent: UNRESOLVED_CONSENT,
    // Resolved by the decisions middleware (worker/decisions/middleware).
    visitor: ANONYMOUS_VISITOR,
    testContext: [],
    customerId: null,
    segmentKey: 'anon',
    // Resolved by the decisions middleware (worker/decisions/middleware) on page requests.
    experiments: null,
    visitorId: '',
    visitorIdIsNew: false,
    upstreamTimings: [],
  };
  c.set('requestContext', context);
  await next();
  c.res.headers.set('x-correlation-id', context.correlationId);
});
