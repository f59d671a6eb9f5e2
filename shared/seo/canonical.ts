import { DEFAULT_LOCALE, SITES } from '../site';
import { isIndexable, isShareable, type PageName } from '../routing/pages';

/**
 * Click and campaign identifiers that never change what a page shows: a URL
 * carrying them is the same page and must not be indexed as another one.
 */
const TRACKING_PARAMS = new Set(['gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', 'igshid', 'yclid', 'twclid', 'ttclid', '_ga', '_gl', 'ref', 'srsltid']);

export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING_PARAMS.has(key);
}

/** The URL without tracking parameters; the remaining parameters keep their order. */
export function stripTracking(url: URL): URL {
  const clean = new URL(url.href);
  clean.hash = '';
  for (const name of [...clean.searchParams.keys()]) if (isTrackingParam(name)) clean.searchParams.delete(name);
  return clean;
}

export interface SeoLinks {
  /** Absolute canonical URL. */
  canonical: string;
  /** One per site locale plus x-default; empty for pages that exist for one shopper only. */
  alternates: { hreflang: string; href: string }[];
  /** `noindex` pages still let crawlers follow their links. */
  robots: 'index, follow' | 'noindex, follow' | 'noindex, nofollow';
}

export interface CanonicalInput {
  url: URL;
  /** The page, by its registry name: the registry says whether it may be indexed and whether it is one shopper's. */
  page: PageName;
  /**
   * The page's own path when it differs from the requested one: a product's
   * style URL (every colour of a style is one page for search engines).
   */
  path?: string | undefined;
  preview?: boolean;
  /**
   * The countries whose sites have this page, when not every site has it: a store is on its own
   * country's sites only, so its alternates name those (and x-default none, unless the default's).
   */
  countries?: readonly string[] | undefined;
}

/** The BCP 47 tag of a site: `en-US` for the locale segment `en-us`. */
export function hreflangOf(locale: string): string {
  const [language, country] = locale.split('-');
  return country ? `${language}-${country.toUpperCase()}` : locale;
}

/** `/en-us/p/x` → `/fr-ca/p/x`: every site has the same catalogue paths under its own locale. */
export function withLocale(path: string, locale: string): string {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  return `/${locale}${rest}`;
}

/**
 * Decides canonical, alternates and robots for a page.
 *
 * Rules:
 * - tracking parameters never reach a canonical;
 * - a listing's filters, sort and `page` are views of one category: its
 *   canonical is the bare category URL (load-more paging repeats the first
 *   page's products, so a paged URL is not a page of its own);
 * - a product's canonical is its style URL without the colour;
 * - only pages the registry calls indexable are indexed, never in an editor's
 *   preview; search keeps its `q` in the canonical because that is what it shows;
 * - one shopper's pages (cart, account, favorites…) are noindex, nofollow and
 *   have no alternates: there is no such page in another locale to point at,
 *   and neither has an error page.
 */
export function seoLinks({ url, page, path, preview = false, countries }: CanonicalInput): SeoLinks {
  const clean = stripTracking(url);
  const ownPath = path ?? clean.pathname;
  const q = clean.searchParams.get('q');
  const query = (page === 'search' || page === 'search-hub') && q ? `?q=${encodeURIComponent(q)}` : '';
  const canonical = `${clean.origin}${ownPath}${query}`;
  const personal = !isShareable(page);
  const alternates = personal || page === 'error' ? [] : alternateLinks(clean.origin, ownPath, query, countries);
  const robots = !preview && isIndexable(page) ? 'index, follow' : personal ? 'noindex, nofollow' : 'noindex, follow';
  return { canonical, alternates, robots };
}

/** hreflang alternates for every site locale (of `countries`, when given) plus x-default (the default locale's page, where it has one). */
export function alternateLinks(origin: string, path: string, query = '', countries?: readonly string[]): SeoLinks['alternates'] {
  const sites = countries ? SITES.filter((site) => countries.includes(site.country)) : SITES;
  const links = sites.map((site) => ({ hreflang: hreflangOf(site.locale), href: `${origin}${withLocale(path, site.locale)}${query}` }));
  if (sites.some((site) => site.locale === DEFAULT_LOCALE)) links.push({ hreflang: 'x-default', href: `${origin}${withLocale(path, DEFAULT_LOCALE)}${query}` });
  return links;
}
