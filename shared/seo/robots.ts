import { SITES } from '../site';
import { unindexedPaths } from '../routing/pages';

/**
 * robots.txt: the shop is open; the API proxies, lazy-section endpoints,
 * editor preview and every page the registry keeps out of the index are not:
 * search results (endless query permutations of pages that already exist as
 * listings) and one shopper's pages (cart, checkout, account, favorites…).
 */
export function robotsTxt(origin: string): string {
  const perLocale = SITES.flatMap((site) => unindexedPaths().map((path) => `Disallow: /${site.locale}/${path}`));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /fapi/',
    'Disallow: /preview',
    'Disallow: /*?*preview=',
    ...perLocale,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
