import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { isDevelopment, type RequestContext } from '../../env';
import type { AppEnv } from '../../app-env';
import { parseListingState, serializeListingState } from '../../../shared/catalogue';
import { isShareable, pageEntry, type ClassifiedPath } from '../../../shared/routing';
import { SESSION_COOKIE } from '../../session';
import { CART_COOKIE, honoursTestOverrides, TEST_CONTEXT_PARAM } from '../../decisions';
import { TEST_CONTEXT_COOKIE } from '../../../shared/decisions/personalisation';

/** What one cached page varies by: two requests share HTML only when every part is equal. */
export interface HtmlCacheKeyParts {
  /** Pathname plus the query parameters the page reads, in canonical order. */
  path: string;
  locale: string;
  segmentKey: string;
  /** Every flag's variation, `flag:variation:on|off`, sorted; `none` without experiment decisions. */
  variationKey: string;
  /** Consent region and class (`EMEA:ask`): the banner and everything consent-gated follow from them. */
  consentClass: string;
}

/** The cart marker lives with the cart's count (worker/cart); the cache key reads it. */
export { CART_COOKIE } from '../../decisions';
/** In development, this request header skips the HTML cache (the benchmark's uncached rows). */
export const HTML_CACHE_BYPASS_HEADER = 'x-html-cache';


/**
 * Segment keys (worker/decisions: `login.cart[.roles]`) under which a
 * visitor with a session may still share cached HTML: a class of visitors
 * (guest, member or loyalty member, any roles) with an empty cart. A cart
 * makes the page depend on its lines (the decide call sends them), a QA
 * test context (`~…`) is one tester's override, and `anon` for a visitor
 * with a session or a cart means their summary could not be read, so what
 * they should see is unknown. None of these keys can name one person.
 */
const CACHEABLE_IDENTIFIED_SEGMENT = /^(?:guest|member|loyal)\.empty(?:\.[a-z]+(?:\+[a-z]+)*)?$/;

export function isCacheableSegmentKey(segmentKey: string): boolean {
  return CACHEABLE_IDENTIFIED_SEGMENT.test(segmentKey);
}

/** Sorted `flag:variation:on|off` pairs: the decisions that change what SSR renders. */
export function variationKeyOf(ctx: Pick<RequestContext, 'experiments'>): string {
  // No decisions (experiments off, no datafile) means every visitor sees the baselines: one key.
  const decisions = ctx.experiments;
  if (!decisions) return 'none';
  const pairs = Object.entries(decisions)
    .map(([flag, decision]) => `${flag}:${decision.variationKey ?? '-'}:${decision.enabled ? 'on' : 'off'}`)
    .sort();
  return pairs.length ? pairs.join(',') : 'none';
}

/**
 * The query that makes a page what it is. A listing and a search read their
 * filters, sort and page (canonicalised: two click orders are one entry) and
 * a search its `q`; nothing else reads the query, so tracking and unknown
 * parameters never split the cache, and no random parameter can bypass it.
 */
export function pageQuery(route: Pick<ClassifiedPath, 'pageType'>, url: URL): string {
  const reads = pageEntry(route.pageType).query;
  if (reads === 'listing') return serializeListingState(parseListingState(url.searchParams));
  if (reads === 'search') {
    const q = url.searchParams.get('q');
    return serializeListingState(parseListingState(url.searchParams), q === null ? {} : { q });
  }
  return '';
}

export function htmlCacheKeyParts(ctx: RequestContext, url: URL): HtmlCacheKeyParts {
  const query = ctx.route ? pageQuery(ctx.route, url) : '';
  return {
    path: query ? `${url.pathname}?${query}` : url.pathname,
    locale: ctx.locale,
    segmentKey: ctx.segmentKey,
    variationKey: variationKeyOf(ctx),
    consentClass: `${ctx.consent.region}:${ctx.consent.consentClass}`,
  };
}

/**
 * The synthetic Cache API request's URL for a key: on the request's origin (so
 * a zone purge by hostname reaches it), under a path no page uses, with the
 * build in it so a deploy never serves HTML that names old asset files.
 */
export function htmlCacheUrl(origin: string, build: string, parts: HtmlCacheKeyParts): string {
  const query = new URLSearchParams({ build, path: parts.path, locale: parts.locale, segment: parts.segmentKey, variation: parts.variationKey, consent: parts.consentClass });
  return `${origin}/__html-cache?${query}`;
}

/** The debugging header's value: the first 16 hex digits of the key's SHA-256. */
export async function htmlCacheKeyHash(build: string, parts: HtmlCacheKeyParts): Promise<string> {
  const text = JSON.stringify([build, parts.path, parts.locale, parts.segmentKey, parts.variationKey, parts.consentClass]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Why a request skips the cache; null when its HTML may come from or go to the cache. */
export type BypassReason = 'method' | 'preview' | 'personal-page' | 'query' | 'identified' | 'app' | 'asked';

export function bypassReason(c: Context<AppEnv>, url: URL): BypassReason | null {
  const ctx = c.get('requestContext');
  if (c.req.method !== 'GET') return 'method';
  if (isDevelopment(c.env) && c.req.header(HTML_CACHE_BYPASS_HEADER) === 'bypass') return 'asked';
  // Only a token that verifies makes an editor: a junk one is anyone's to send, and gets the shared page.
  if (ctx.preview.active || ctx.preview.editor) return 'preview';
  // Opt-in: only a page the registry calls shareable may be stored, so a page added later stays private.
  if (ctx.route === null || !isShareable(ctx.route.pageType)) return 'personal-page';
  // Overrides that change the page for one tester, where they are honoured at all (development's mock
  // switch is read nowhere else); everywhere else they change nothing, so the shared page serves.
  if (ctx.mockGroups.size > 0) return 'query';
  if (honoursTestOverrides(c.env, ctx.preview) && (url.searchParams.has(TEST_CONTEXT_PARAM) || getCookie(c, TEST_CONTEXT_COOKIE) !== undefined)) return 'query';
  // The app webview sends another channel upstream, and may get other content.
  if (ctx.siteParams.channel !== 'ECOMM') return 'app';
  const identified =
    ctx.sessionId !== null || getCookie(c, SESSION_COOKIE) !== undefined || getCookie(c, CART_COOKIE) !== undefined || ctx.visitor.loggedIn || !ctx.visitor.cartEmpty;
  if (identified && !isCacheableSegmentKey(ctx.segmentKey)) return 'identified';
  return null;
}
