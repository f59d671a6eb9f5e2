import { SITES } from '../site';

/**
 * robots.txt: the shop is open; the API proxies, lazy-section endpoints,
 * editor preview and search results (endless query permutations of pages
 * that already exist as listings) are not. Favorites are one shopper's.
 */
export function robotsTxt(origin: string): string {
  const perLocale = SITES.flatMap((site) => [`Disallow: /${site.locale}/search`, `Disallow: /${site.locale}/favorites`]);
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
