import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { robotsTxt } from './robots';
import { localeSitemapPath, sitemapIndexXml, urlsetXml, xmlEscape } from './sitemap';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../tests/fixtures/sitemap/${name}`, import.meta.url)), 'utf8');

/** Validates with libxml2 against the sitemaps.org XSD. */
async function validate(xml: string, schemaFile: 'sitemap.xsd' | 'siteindex.xsd') {
  return validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: schemaFile, contents: fixture(schemaFile) }] });
}

const ORIGIN = 'https://shop.example';

describe('urlsetXml', () => {
  it('is valid against sitemap.xsd, escapes entities and lists each URL once', async () => {
    const xml = urlsetXml([
      { loc: `${ORIGIN}/en-us/c/tents-40102`, changefreq: 'daily', priority: 0.8 },
      { loc: `${ORIGIN}/en-us/p/a-b-AB123456`, lastmod: '2026-11-22' },
      { loc: `${ORIGIN}/en-us/p/a-b-AB123456` },
      { loc: `${ORIGIN}/en-us/search?q=a&b=<c>` },
    ]);
    const result = await validate(xml, 'sitemap.xsd');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('q=a&amp;b=&lt;c&gt;');
  });

  it('fails validation for what the protocol forbids (the validator is real)', async () => {
    const broken = urlsetXml([{ loc: `${ORIGIN}/en-us` }]).replace('</loc>', '</loc><priority>2.0</priority>');
    expect((await validate(broken, 'sitemap.xsd')).valid).toBe(false);
    expect((await validate(sitemapIndexXml([{ loc: `${ORIGIN}/x.xml` }]), 'sitemap.xsd')).valid).toBe(false);
  });

  it('refuses relative URLs', () => {
    expect(() => urlsetXml([{ loc: '/en-us' }])).toThrow(/absolute/);
  });
});

describe('sitemapIndexXml', () => {
  it('is valid against siteindex.xsd', async () => {
    const xml = sitemapIndexXml([{ loc: `${ORIGIN}${localeSitemapPath('en-us')}`, lastmod: '2026-11-22T10:00:00Z' }, { loc: `${ORIGIN}${localeSitemapPath('nb-no')}` }]);
    const result = await validate(xml, 'siteindex.xsd');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('xmlEscape and robotsTxt', () => {
  it('escapes the five XML entities', () => {
    expect(xmlEscape(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('opens the shop, closes the API, preview and search, and names the sitemap index absolutely', () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const rule of ['Disallow: /api/', 'Disallow: /fapi/', 'Disallow: /preview', 'Disallow: /en-us/search', 'Disallow: /nb-no/search']) expect(text.split('\n')).toContain(rule);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
