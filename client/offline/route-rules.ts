// The files themselves, not the surfaces: the service worker's bundle takes these rules and no zod.
import { FAPI_PREFIX } from '../../shared/fapi/route';
import { classifyPath, LOCALE_SEGMENT } from '../../shared/routing/classify-path';
import { isShareable } from '../../shared/routing/pages';

/*
 * Which requests the service worker keeps, and how. The rules are the page registry's: a page
 * the registry calls shareable shows nothing of one shopper's own, so its copy may stay on the
 * device; every other page is personal and never stored. Answers of the commerce proxy (/api) and
 * of the first-party API (/fapi, also under a site's locale) are never stored: they are a
 * shopper's cart, session and account.
 */

/**
 * - `page`: a shareable page, network first and the kept copy when the network is slow or down;
 * - `personal-page`: a page of one shopper's, from the network only (the offline page when it is down);
 * - `image`: an image, from the cache while it is refreshed;
 * - `never`: not touched (API answers, other origins, writes); hashed assets are precached before these rules.
 */
export type CacheRule = 'page' | 'personal-page' | 'image' | 'never';

/** What the rules read of a request: the fetch event's request has these. */
export interface RuleRequest {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

const API_PATH = new RegExp(`^(?:/[a-z]{2}-[a-z]{2})?(?:/api|${FAPI_PREFIX})(?:/|$)`);

/** How the service worker treats a request from a page of `origin`. */
export function cacheRuleOf(request: RuleRequest, origin: string): CacheRule {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || API_PATH.test(url.pathname)) return 'never';
  if (request.mode === 'navigate') return isShareable(classifyPath(url.pathname).pageType) ? 'page' : 'personal-page';
  if (request.destination === 'image') return 'image';
  return 'never';
}

/** The site's locale a page's path starts with, if any. */
export function localeOf(pathname: string): string | null {
  const head = pathname.split('/')[1] ?? '';
  return LOCALE_SEGMENT.test(head) ? head : null;
}

/** The offline page of a site. */
export const offlinePath = (locale: string) => `/${locale}/offline`;
