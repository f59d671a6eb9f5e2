import { DEFAULT_LOCALE, SITES } from '../site';

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

/** What a page is, as far as indexing is concerned. */
export type IndexKind = 'home' | 'category' | 'product' | 'search' | 'content' | 'favorites' | 'error';

export interface CanonicalInput {
  url: URL;
  kind: IndexKind;
  /**
   * The page's own path when it differs from the requested one: a product's
   * style URL (every colour of a style is one page for search engines).
   */
  path?: string | undefined;
  preview?: boolean;
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
 * Rules (issue 4 §5):
 * - tracking parameters never reach a canonical;
 * - a listing's filters, sort and `page` are views of one category: its
 *   canonical is the bare category URL (load-more paging repeats the first
 *   page's products, so a paged URL is not a page of its own);
 * - a product's canonical is its style URL without the colour;
 * - search results, favorites, error pages and editor previews are noindex;
 *   search keeps its `q` in the canonical because that is what it shows.
 */
export function seoLinks({ url, kind, path, preview = false }: CanonicalInput): SeoLinks {
  const clean = stripTracking(url);
  const ownPath = path ?? clean.pathname;
  const query = kind === 'search' && clean.searchParams.get('q') ? `?q=${encodeURIComponent(clean.searchParams.get('q')!)}` : '';
  const canonical = `${clean.origin}${ownPath}${query}`;
  const indexable = !preview && (kind === 'home' || kind === 'category' || kind === 'product' || kind === 'content');
  const alternates = kind === 'favorites' || kind === 'error' ? [] : alternateLinks(clean.origin, ownPath, query);
  const robots = indexable ? 'index, follow' : kind === 'favorites' ? 'noindex, nofollow' : 'noindex, follow';
  return { canonical, alternates, robots };
}

/** hreflang alternates for every site locale plus x-default (the default locale's page). */
export function alternateLinks(origin: string, path: string, query = ''): SeoLinks['alternates'] {
  const links = SITES.map((site) => ({ hreflang: hreflangOf(site.locale), href: `${origin}${withLocale(path, site.locale)}${query}` }));
  links.push({ hreflang: 'x-default', href: `${origin}${withLocale(path, DEFAULT_LOCALE)}${query}` });
  return links;
}
