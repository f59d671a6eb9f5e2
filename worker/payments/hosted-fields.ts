import { isDevelopment, type Env } from '../env';
import { api } from '../../shared/api';

/*
 * Where the browser frames the payment provider's hosted card fields. The frame must sit on an
 * origin other than the shop's, so that nothing the shop's pages run can read what is typed in it.
 * A configured provider (UPSTREAM_PAYMENTS_URL) is framed from its own public origin. The mock
 * provider lives behind the MOCKS service binding, which no browser can reach, so in development
 * the worker serves it on the shop's other loopback name (a shop on 127.0.0.1:8787 frames
 * localhost:8787 and the other way round): the same port, a different origin. Elsewhere a mocked
 * provider cannot be framed, and card entry says it is unavailable.
 */

export interface HostedFieldsFrame {
  /** The provider's origin: the only one the page's frame-src allows and its messages may come from. */
  origin: string;
  /** The fields page, told which origin frames it and in what language to speak. */
  src: string;
}

const LOOPBACK_TWIN: Readonly<Record<string, string>> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

// Every entry of the payments group is one of the provider's own pages or calls.
const PROVIDER_PATHS: ReadonlySet<string> = new Set(Object.values(api.payments).map((entry) => entry.path));

function configuredBase(env: Env): URL | null {
  const base = String(env.UPSTREAM_PAYMENTS_URL ?? '').trim();
  if (base === '' || base === 'mock') return null;
  try {
    const url = new URL(base.replace(/\/+$/, ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const isMocked = (env: Env) => String(env.UPSTREAM_PAYMENTS_URL ?? '').trim() === '' || String(env.UPSTREAM_PAYMENTS_URL).trim() === 'mock';

/** The provider's base URL as the browser reaches it for a shop page at `shopUrl`, or null when none can be framed. */
function providerBase(env: Env, shopUrl: URL): string | null {
  const configured = configuredBase(env);
  if (configured) return configured.href.replace(/\/+$/, '');
  const twin = LOOPBACK_TWIN[shopUrl.hostname];
  if (!isMocked(env) || !isDevelopment(env) || !twin) return null;
  return `${shopUrl.protocol}//${twin}${shopUrl.port ? `:${shopUrl.port}` : ''}`;
}

/** The hosted fields' origin for a shop page at `shopUrl` (the CSP's frame-src), or null. */
export function hostedFieldsOrigin(env: Env, shopUrl: URL): string | null {
  const base = providerBase(env, shopUrl);
  return base ? new URL(base).origin : null;
}

/**
 * One of the provider's pages as a shop page at `shopUrl` links it, or null where the provider
 * cannot be reached. A framed page is told the shop's origin: the only one that may frame it and
 * the only one it posts its answer to.
 */
function providerPage(env: Env, shopUrl: URL, path: string, params: Readonly<Record<string, string>>, language: string, framed = true): HostedFieldsFrame | null {
  const base = providerBase(env, shopUrl);
  if (!base) return null;
  const query = new URLSearchParams({ ...params, ...(framed ? { origin: shopUrl.origin } : {}), lang: language });
  return { origin: new URL(base).origin, src: `${base}${path}?${query}` };
}

/** The frame a shop page at `shopUrl` embeds for card entry, or null when card entry is unavailable. */
export const hostedFieldsFrame = (env: Env, shopUrl: URL, language: string) => providerPage(env, shopUrl, api.payments.hostedFields.path, {}, language);

/** The card issuer's 3-D Secure challenge for a held order, framed like the card fields. */
export const challengeFrame = (env: Env, shopUrl: URL, orderNumber: string, language: string) => providerPage(env, shopUrl, api.payments.challenge.path, { order: orderNumber }, language);

/** Klarna's authorisation page for a provider session, framed like the card fields. */
export const klarnaFrame = (env: Env, shopUrl: URL, sessionId: string, language: string) => providerPage(env, shopUrl, api.payments.klarnaAuthorize.path, { session: sessionId }, language);

/** PayPal's approval page for a provider session: a whole page, which sends the shopper back to `returnUrl`. */
export const paypalApprovalUrl = (env: Env, shopUrl: URL, sessionId: string, returnUrl: string, language: string): string | null =>
  providerPage(env, shopUrl, api.payments.paypalApprove.path, { session: sessionId, return: returnUrl }, language, false)?.src ?? null;

/**
 * Whether a request is for the mock provider served on the shop's loopback twin: development only,
 * the provider mocked, a loopback host and one of the provider's own paths (no shop path looks
 * like one), so the shop's name keeps every shop path.
 */
export function isMockProviderRequest(env: Env, url: URL): boolean {
  return isDevelopment(env) && isMocked(env) && url.hostname in LOOPBACK_TWIN && PROVIDER_PATHS.has(url.pathname);
}
