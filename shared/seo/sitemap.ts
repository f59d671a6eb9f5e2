/** sitemaps.org protocol 0.9. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limit per file. */
export const MAX_SITEMAP_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol requires entity-escaped, absolute, fully qualified URLs. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

export interface SitemapUrl {
  loc: string;
  /** W3C datetime (`2026-11-22` or a full ISO timestamp). */
  lastmod?: string | undefined;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never' | undefined;
  priority?: number | undefined;
}

function assertAbsolute(loc: string): void {
  if (!/^https?:\/\//.test(loc)) throw new Error(`sitemap loc must be absolute: ${loc}`);
  if (loc.length > 2048) throw new Error('sitemap loc exceeds 2048 characters');
}

/** A `<urlset>`; duplicates are dropped (first wins) so a URL is listed once. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of urls) {
    assertAbsolute(url.loc);
    if (seen.has(url.loc)) continue;
    seen.add(url.loc);
    const parts = [`<loc>${xmlEscape(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${xmlEscape(url.lastmod)}</lastmod>`);
    if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
    if (url.priority !== undefined) parts.push(`<priority>${Math.min(1, Math.max(0, url.priority)).toFixed(1)}</priority>`);
    entries.push(`<url>${parts.join('')}</url>`);
  }
  if (entries.length > MAX_SITEMAP_URLS) throw new Error(`a sitemap holds at most ${MAX_SITEMAP_URLS} URLs`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` pointing at each per-locale sitemap. */
export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string | undefined }[]): string {
  const entries = sitemaps.map((sitemap) => {
    assertAbsolute(sitemap.loc);
    return `<sitemap><loc>${xmlEscape(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${xmlEscape(sitemap.lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The path of one locale's sitemap. */
export function localeSitemapPath(locale: string): string {
  return `/sitemaps/${locale}.xml`;
}
