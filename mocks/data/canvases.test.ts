import { describe, expect, it } from 'vitest';
import { CanvasSchema, parseBlock, type Block, type MenuItem } from '../../shared/schemas';
import { CATEGORIES } from './categories';
import { buildCanvasRows, NAMED_PAGE_SLUGS } from './canvases';
import { CATEGORY_URL, PRODUCT_URL } from './url-patterns';

const rows = buildCanvasRows();

/** Every href a shopper could follow from a block (media URLs are images, checked separately). */
function linksOf(block: Block): string[] {
  const menuLinks = (items: MenuItem[]): string[] => items.flatMap((item) => [item.target.url, ...menuLinks(item.children ?? [])]);
  const richLinks = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
  switch (block.type) {
    case 'promo-bar': return block.messages.flatMap((m) => m.targets.map((t) => t.url));
    case 'hero': case 'banner-thin': return block.targets.map((t) => t.url);
    case 'banner-split': return [...block.targets.map((t) => t.url), ...richLinks(block.richText)];
    case 'collection': return block.items.map((item) => item.target.url);
    case 'category-card': return [block.target.url];
    case 'rich-text': return richLinks(block.richText);
    case 'mega-menu': return menuLinks(block.items);
    case 'footer': return block.columns.flatMap((column) => column.links.map((l) => l.url));
  }
}

function mediaOf(block: Block): string[] {
  if (block.type === 'hero' || block.type === 'banner-split' || block.type === 'category-card') return [block.media.url];
  if (block.type === 'collection') return block.items.map((item) => item.media.url);
  return [];
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

  it('links only to products, categories and named pages of the same locale', () => {
    for (const row of rows) {
      const named = new Set(NAMED_PAGE_SLUGS.map((slug) => (slug ? `/${row.locale}/${slug}` : `/${row.locale}`)));
      for (const block of blocksOf(row)) {
        for (const url of linksOf(block)) {
          const ok = PRODUCT_URL.test(url) || CATEGORY_URL.test(url) || named.has(url);
          expect(ok, `${row.canvas.id}: ${url}`).toBe(true);
          expect(url === `/${row.locale}` || url.startsWith(`/${row.locale}/`), `${row.canvas.id}: ${url}`).toBe(true);
        }
        if (block.type === 'footer') for (const social of block.social) expect(social.url).toMatch(/^https:\/\//);
        for (const media of mediaOf(block)) expect(media).toMatch(/^\/images\/banner\/[a-z0-9-]+\.svg$/);
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
