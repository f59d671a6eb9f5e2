import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../mocks/data/categories';
import { CatalogResponseSchema } from '../../shared/catalogue/schemas/catalog';
import { formatMoney } from '../../shared/format';
import { hreflangOf, localeSitemapPath, sitemapIndexXml, urlsetXml, type SitemapUrl } from '../../shared/seo';
import { SITES } from '../../shared/site';
import { ORIGIN, request } from './helpers';

const TOP_CATEGORY_IDS = CATEGORY_TREE.map((top) => top.id);

async function html(path: string, init?: RequestInit): Promise<string> {
  const response = await request(path, init);
  expect(response.status).toBe(200);
  return response.text();
}

/** Every product URL of the top categories, paged through the storefront's own catalog proxy. */
async function catalogProductUrls(locale: string): Promise<{ total: number; urls: string[] }> {
  let total = 0;
  const urls: string[] = [];
  for (const categoryId of TOP_CATEGORY_IDS) {
    for (let start = 0; ; start += 96) {
      const response = await request(`/api/products/v2/catalog?categoryId=${categoryId}&start=${start}&count=96&locale=${locale}`);
      expect(response.status).toBe(200);
      const page = CatalogResponseSchema.parse(await response.json());
      if (start === 0) total += page.numFound;
      urls.push(...page.products.map((product) => product.url));
      if (page.products.length === 0 || start + page.products.length >= page.numFound) break;
    }
  }
  return { total, urls };
}

/** The <url> entries of a served sitemap, read back into the builder's input. */
function sitemapEntries(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner]) => {
    const field = (name: string) => new RegExp(`<${name}>(.*?)</${name}>`).exec(inner!)?.[1];
    const priority = field('priority');
    return {
      loc: field('loc')!.replace(/&amp;/g, '&'),
      lastmod: field('lastmod'),
      changefreq: field('changefreq') as SitemapUrl['changefreq'],
      priority: priority === undefined ? undefined : Number(priority),
    };
  });
}

function jsonLdBlocks(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);
}

/** The product page's visible current price (or range), as the shopper reads it. */
function visiblePrice(page: string): string {
  const from = page.indexOf('class="price-details"');
  expect(from).toBeGreaterThan(-1);
  const block = /<p class="price[^"]*">(.*?)<\/p>/.exec(page.slice(from))![1]!;
  return block
    .replace(/<s\b.*?<\/s>/g, '')
    .replace(/<span class="price__discount">.*?<\/span>/g, '')
    .replace(/<span class="visually-hidden">.*?<\/span>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .trim();
}

describe('robots.txt', () => {
  it('opens the shop, closes the API, fapi, preview and search, and names the sitemap index absolutely', async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /fapi/', 'Disallow: /preview', 'Disallow: /en-us/search', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });
});

describe('sitemaps', () => {
  it('serves an index with one absolute sitemap per site locale, exactly as the builder makes it', async () => {
    const response = await request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toBe(sitemapIndexXml(SITES.map((site) => ({ loc: `${ORIGIN}${localeSitemapPath(site.locale)}` }))));
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual(SITES.map((site) => `${ORIGIN}/sitemaps/${site.locale}.xml`));
  });

  for (const locale of ['en-us', 'de-de']) {
    it(`lists every seeded product of ${locale} exactly once, with its categories, as builder output`, async () => {
      const response = await request(`/sitemaps/${locale}.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/max-age=3600/);
      const xml = await response.text();
      const entries = sitemapEntries(xml);
      // Built by the validated builder (shared/seo/sitemap.test.ts checks it against the XSD).
      expect(xml).toBe(urlsetXml(entries));

      const locs = entries.map((entry) => entry.loc);
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/${locale}`))).toBe(true);
      const products = locs.filter((loc) => loc.includes(`/${locale}/p/`));
      const catalog = await catalogProductUrls(locale);
      expect(catalog.total).toBeGreaterThan(0);
      expect(new Set(catalog.urls).size).toBe(catalog.total);
      expect(products).toHaveLength(catalog.total);
      expect(new Set(products)).toEqual(new Set(catalog.urls.map((url) => `${ORIGIN}${url}`)));
      const categories = locs.filter((loc) => loc.includes(`/${locale}/c/`));
      for (const id of TOP_CATEGORY_IDS) expect(categories.some((loc) => loc.endsWith(`-${id}`))).toBe(true);
    });
  }

  it('answers 404 for a locale the shop does not serve', async () => {
    expect((await request('/sitemaps/xx-xx.xml')).status).toBe(404);
    expect((await request('/sitemaps/en-us.txt')).status).toBe(404);
  });
});

describe('product page structured data', () => {
  it('has a ProductGroup whose variants offer the visible price, currency and per-variant availability, and a BreadcrumbList', async () => {
    const { urls } = await catalogProductUrls('en-us');
    let ranges = 0;
    for (const url of urls.slice(0, 8)) {
      const page = await html(url);
      const blocks = jsonLdBlocks(page);
      const group = blocks.find((block) => block['@type'] === 'ProductGroup') as { hasVariant: { sku: string; offers: Record<string, unknown> }[]; url: string } | undefined;
      expect(group, url).toBeDefined();
      expect(group!.url).toBe(`${ORIGIN}${url}`);
      const shown = visiblePrice(page);
      expect(group!.hasVariant.length).toBeGreaterThan(0);
      for (const variant of group!.hasVariant) {
        const offer = variant.offers;
        expect(String(variant.sku)).toMatch(/^[A-Z]{2}[A-Z0-9]{6}\d{3}-[A-Z0-9]+$/);
        expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
        expect(String(offer.url)).toMatch(new RegExp(`^${ORIGIN}${url}\\d{3}$`));
        const money = { currency: String(offer.priceCurrency), language: 'en' };
        if (offer['@type'] === 'Offer') {
          expect(formatMoney(Number(offer.price), money)).toBe(shown);
        } else {
          ranges++;
          expect(`${formatMoney(Number(offer.lowPrice), money)} – ${formatMoney(Number(offer.highPrice), money)}`).toBe(shown);
        }
      }
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] } | undefined;
      expect(crumbs, url).toBeDefined();
      expect(crumbs!.itemListElement.at(-1)!.item).toBe(`${ORIGIN}${url}`);
      expect(crumbs!.itemListElement.map((item) => item.position)).toEqual(crumbs!.itemListElement.map((_, index) => index + 1));
    }
    expect(ranges).toBeLessThan(8 * 12);
  });
});

describe('listing page structured data', () => {
  it('states the category trail as a BreadcrumbList ending at the canonical category URL', async () => {
    // A crawler gets the complete page, trail included, in one document.
    const page = await html('/en-us/c/tents-40102?sort=rating', { headers: { 'user-agent': 'Googlebot/2.1' } });
    const lists = jsonLdBlocks(page).filter((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] }[];
    expect(lists).toHaveLength(1);
    const trail = lists[0]!.itemListElement;
    expect(trail.length).toBeGreaterThan(1);
    expect(trail.at(-1)!.item).toBe(`${ORIGIN}/en-us/c/tents-40102`);
    expect(trail.every((entry) => entry.item.startsWith(`${ORIGIN}/en-us/`))).toBe(true);
  });
});

describe('canonical, alternates and robots', () => {
  it('drops tracking parameters and the colour from a product canonical and links every locale plus x-default', async () => {
    const { urls } = await catalogProductUrls('en-us');
    const url = urls[0]!;
    const page = await html(`${url}?utm_source=news&gclid=abc&fbclid=x`);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${url}"/>`);
    const alternates = [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]);
    expect(alternates.map(([lang]) => lang).sort()).toEqual([...SITES.map((site) => hreflangOf(site.locale)), 'x-default'].sort());
    for (const site of SITES) expect(alternates).toContainEqual([hreflangOf(site.locale), `${ORIGIN}${url.replace('/en-us/', `/${site.locale}/`)}`]);
    expect(alternates).toContainEqual(['x-default', `${ORIGIN}${url}`]);
    expect(page).toContain('<meta name="robots" content="index, follow"/>');
  });

  it('gives a filtered listing its bare category URL and a search page noindex', async () => {
    const listing = await html('/en-us/c/tents-40102?color=black&sort=rating&utm_campaign=x&gclid=1');
    expect(listing).toContain(`<link rel="canonical" href="${ORIGIN}/en-us/c/tents-40102"/>`);
    const search = await html('/en-us/search?q=jacket&utm_source=y');
    expect(search).toContain(`<link rel="canonical" href="${ORIGIN}/en-us/search?q=jacket"/>`);
    expect(search).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('gives every page a title and meta description', async () => {
    for (const path of ['/en-us', '/en-us/c/tents-40102', '/en-us/search?q=tent', '/en-us/favorites']) {
      const page = await html(path);
      expect(/<title>[^<]+<\/title>/.test(page), path).toBe(true);
      expect(/<meta name="description" content="[^"]+"\/>/.test(page), path).toBe(true);
    }
  });
});

describe('favorites page', () => {
  it('renders the frame with a skeleton (the list is the shopper’s), noindex', async () => {
    const page = await html('/en-us/favorites');
    expect(page).toContain('<h1 id="favorites-title">Favorites</h1>');
    expect(page).toContain('aria-label="Loading products"');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).toContain('"favorites":{"enabled":true,"pageSize":24}');
  });

  it('takes its page size from configuration and explains when favorites are switched off', async () => {
    const sized = await (await request('/en-us/favorites', undefined, { FAVORITES_PAGE_SIZE: '12' })).text();
    expect(sized).toContain('"favorites":{"enabled":true,"pageSize":12}');
    const off = await (await request('/en-us/favorites', undefined, { FEATURE_FAVORITES: 'false' })).text();
    expect(off).toContain('Favorites are not available on this site.');
  });

  it('shows a shared list read-only by id and ignores a malformed share id', async () => {
    expect(await html('/en-us/favorites?share=abc123')).toContain('<h1 id="favorites-title">Shared favorites</h1>');
    expect(await html('/en-us/favorites?share=%3Cscript%3E')).toContain('<h1 id="favorites-title">Favorites</h1>');
  });
});
