import { describe, expect, it } from 'vitest';
import { type Block } from '../../shared/content/schemas/blocks';
import { CanvasSchema, parseBlock } from '../../shared/content/schemas/canvas';
import { CATEGORIES } from './categories';
import { buildCanvasRows, NAMED_PAGE_SLUGS } from './canvases';
import { CATEGORY_URL, PRODUCT_URL } from './url-patterns';

const rows = buildCanvasRows();

const IMAGE_KEYS = new Set(['media', 'picture', 'logo', 'backgroundImage', 'image', 'images', 'poster', 'mediaObject', 'eyebrowLogo']);

/** Every href a shopper could follow from a block, found by walking it: targets, links and rich-text anchors. */
function linksOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /richText|Html$/.test(key) ? [...value.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '') : [];
  if (Array.isArray(value)) return value.flatMap((item) => linksOf(item, key));
  if (!value || typeof value !== 'object' || IMAGE_KEYS.has(key)) return [];
  return Object.entries(value).flatMap(([childKey, child]) => (childKey === 'url' && typeof child === 'string' ? [child] : linksOf(child, childKey)));
}

/** Every image URL of a block: pictures, media, logos. */
function mediaOf(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => mediaOf(item, key));
  if (!value || typeof value !== 'object') return [];
  const own = IMAGE_KEYS.has(key) && typeof (value as { url?: unknown }).url === 'string' ? [(value as { url: string }).url] : [];
  return [...own, ...Object.entries(value).flatMap(([childKey, child]) => mediaOf(child, childKey))];
}

function blocksOf(row: (typeof rows)[number]): Block[] {
  return Object.values(CanvasSchema.parse(row.canvas).sections).flat().map((raw) => {
    const parsed = parseBlock(raw);
    if (!parsed.ok) throw new Error(`${row.canvas.id} ${parsed.type}: ${parsed.issues}`);
    return parsed.block;
  });
}

describe('seeded canvases', () => {
  it('covers every site locale, both modes and every category', () => {
    const locales = new Set(rows.map((row) => row.locale));
    expect(locales.size).toBe(6);
    const publishUs = rows.filter((row) => row.locale === 'en-us' && row.mode === 'publish');
    const keys = (kind: string) => publishUs.filter((row) => row.kind === kind).map((row) => row.key);
    expect(keys('category').sort()).toEqual(CATEGORIES.map((c) => c.id).sort());
    expect(keys('page')).toEqual(expect.arrayContaining(['home', 'error-4xx', 'help/contact-us', 'privacy', 'location-selector']));
    expect(keys('menu')).toEqual(['main']);
    expect(keys('footer')).toEqual(['main']);
    expect(keys('fragment').length).toBeGreaterThanOrEqual(1);
  });

  it('parses every canvas and block with the shared schemas', () => {
    for (const row of rows) expect(() => blocksOf(row), row.canvas.id).not.toThrow();
  });

  it('links only to products, categories and pages of the same locale (or in-page, or https)', () => {
    for (const row of rows) {
      const pages = new Set(rows.filter((other) => other.locale === row.locale && other.kind === 'page').map((other) => `/${row.locale}/${other.key}`));
      const named = new Set(NAMED_PAGE_SLUGS.map((slug) => (slug ? `/${row.locale}/${slug}` : `/${row.locale}`)));
      for (const block of blocksOf(row)) {
        for (const url of linksOf(block)) {
          // In-page anchors, modal hashes, query merges, external sites, and media (images, videos, tracks) are not page links.
          if (/^(#|\?|https:\/\/)/.test(url) || /^\/(images|videos)\//.test(url)) continue;
          const path = url.replace(/[?#].*$/, '');
          const ok = PRODUCT_URL.test(path) || CATEGORY_URL.test(path) || named.has(path) || pages.has(path);
          expect(ok, `${row.canvas.id}: ${url}`).toBe(true);
          expect(path === `/${row.locale}` || path.startsWith(`/${row.locale}/`), `${row.canvas.id}: ${url}`).toBe(true);
        }
        for (const media of mediaOf(block)) expect(media, `${row.canvas.id}`).toMatch(/^(\/images\/(banner|product)\/[A-Za-z0-9-]+\.svg|https:\/\/)/);
      }
    }
  });

  it('builds a three-level menu whose every level links to a category', () => {
    const menu = rows.find((row) => row.kind === 'menu' && row.locale === 'en-us' && row.mode === 'publish')!;
    const [block] = blocksOf(menu);
    if (block?.type !== 'mega-menu') throw new Error('menu canvas must hold a mega-menu');
    expect(block.items.map((item) => item.title)).toEqual(['Men', 'Women', 'Footwear', 'Gear']);
    const leaves = block.items.flatMap((top) => (top.children ?? []).flatMap((group) => group.children ?? []));
    expect(leaves.length).toBeGreaterThanOrEqual(12);
  });

  it('shows the draft block and title suffix only in preview', () => {
    const home = (mode: string) => rows.find((row) => row.kind === 'page' && row.key === 'home' && row.locale === 'en-us' && row.mode === mode)!;
    const ids = (mode: string) => blocksOf(home(mode)).map((block) => ('id' in block ? block.id : ''));
    expect(ids('preview')).toContain('home-draft-drop');
    expect(ids('publish')).not.toContain('home-draft-drop');
    expect(home('preview').canvas.title).toMatch(/ \(preview\)$/);
  });
});
