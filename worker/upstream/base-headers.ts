import type { Env, RequestContext } from '../env';

/**
 * Headers the storefront injects on every upstream call.
 * Any client-sent header with one of these names is discarded by the proxy.
 */
export const INJECTED_HEADERS = [
  'accept',
  'x-transaction-id',
  'x-correlation-id',
  'x-auth-access',
  'x-server-trust-id',
  'x-locale',
  'x-channel',
  'x-site-id',
  'x-brand',
  'x-region',
  'x-source',
  'x-client-app',
  'x-usid',
  'authorization',
  'x-preview-access-token',
  'x-preview-date',
] as const;

/** Builds the base headers for one upstream call. */
export function baseHeaders(env: Env, ctx: RequestContext): Headers {
  const headers = new Headers({
    accept: 'application/json',
    'x-transaction-id': ctx.transactionId,
    'x-correlation-id': ctx.correlationId,
    'x-auth-access': env.AUTH_ACCESS_KEY,
    'x-server-trust-id': env.SERVER_TRUST_ID,
    'x-locale': ctx.locale,
    'x-channel': ctx.siteParams.channel,
    'x-site-id': ctx.siteParams.siteId,
    'x-brand': ctx.siteParams.brand,
    'x-region': ctx.siteParams.region,
    'x-source': ctx.siteParams.source,
    'x-client-app': ctx.siteParams.clientApp,
  });
  // The user-session id header is removed when no session id exists.
  if (ctx.sessionId) headers.set('x-usid', ctx.sessionId);
  return headers;
}

/** Preview headers for CMS calls in preview mode: preview date and access token. */
export function previewHeaders(env: Env, ctx: RequestContext, headers: Headers): Headers {
  if (!ctx.preview.active) return headers;
  headers.set('x-preview-access-token', env.CMS_PREVIEW_TOKEN);
  if (ctx.preview.date) headers.set('x-preview-date', ctx.preview.date);
  return headers;
}
