import { describe, expect, it } from 'vitest';
import { CatalogResponseSchema, CategorySchema } from '../../shared/catalogue/schemas/catalog';
import { PRODUCT_CODE_PATTERN, ProductSchema } from '../../shared/catalogue/schemas/product';
import { SITES } from '../../shared/site';
import { generateCatalog } from './catalog';
import { CATEGORIES } from './categories';
import { inventoryOf, toProduct, toTile } from './product-view';
import { categoryUrl } from './urls';
import { CATEGORY_URL, PRODUCT_URL } from './url-patterns';

const catalog = generateCatalog();

describe('catalogue generator', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify(catalog));
  });

  it('has the size the benchmark and listings need', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(160);
    const leafCounts = new Map<string, number>();
    for (const product of catalog) leafCounts.set(product.categoryIds[0] ?? '', (leafCounts.get(product.categoryIds[0] ?? '') ?? 0) + 1);
    expect(leafCounts.size).toBeGreaterThanOrEqual(12);
    expect(Math.min(...leafCounts.values())).toBeGreaterThanOrEqual(8);
    expect(Math.max(...leafCounts.values())).toBeGreaterThanOrEqual(48);
  });

  it('uses unique style codes of two letters and six digits', () => {
    const ids = catalog.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z]{2}\d{6}$/);
    for (const id of ids) expect(id).toMatch(PRODUCT_CODE_PATTERN);
  });

  it('has believable variety: colours, markdowns, stock states', () => {
    for (const p of catalog) expect(p.colors.length).toBeGreaterThanOrEqual(2);
    for (const p of catalog) expect(p.colors.length).toBeLessThanOrEqual(5);
    const share = (predicate: (p: (typeof catalog)[number]) => boolean) => catalog.filter(predicate).length / catalog.length;
    expect(share((p) => (p.prices.USD?.percentagePriceDiscount ?? 0) > 0)).toBeGreaterThan(0.15);
    expect(share((p) => (p.prices.USD?.percentagePriceDiscount ?? 0) > 0)).toBeLessThan(0.35);
    expect(share((p) => inventoryOf(p).status === 'OUT_OF_STOCK')).toBeGreaterThan(0.04);
    expect(share((p) => inventoryOf(p).status === 'LOW_STOCK')).toBeGreaterThan(0.08);
    expect(share((p) => p.prices.USD?.lowOriginal !== p.prices.USD?.highOriginal)).toBeGreaterThan(0.05);
  });

  it('projects every product into a valid Product and tile for every site', () => {
    for (const site of SITES) {
      for (const record of catalog) {
        const product = ProductSchema.parse(toProduct(record, site));
        expect(product.url).toMatch(PRODUCT_URL);
        expect(product.url.startsWith(`/${site.locale}/`)).toBe(true);
        for (const crumb of product.breadcrumbs) expect(crumb.url).toMatch(CATEGORY_URL);
        expect(product.price.currency).toBe(site.currency);
        if (product.price.percentagePriceDiscount > 0) {
          expect(product.price.lowCurrent).toBeLessThan(product.price.lowOriginal);
          expect(product.labels).toContain('Marked Down');
        }
      }
      const tiles = catalog.slice(0, 48).map((record) => toTile(record, site));
      CatalogResponseSchema.parse({ categoryId: '10101', name: "Men's Jackets", numFound: catalog.length, start: 0, count: tiles.length, products: tiles });
    }
  });

  it('selects the colour named by an 11-character product code', () => {
    const record = catalog[0]!;
    const second = record.colors[1]!.code;
    expect(toProduct(record, SITES[0]!, second).attributes.color.defaultColor).toBe(second);
  });

  it('builds category URLs that match the spec pattern', () => {
    for (const site of SITES) {
      for (const node of CATEGORIES) {
        const url = categoryUrl(site.locale, node.slug, node.id);
        expect(url).toMatch(CATEGORY_URL);
        CategorySchema.parse({ id: node.id, name: node.name, slug: node.slug, url, ...(node.parentId ? { parentId: node.parentId } : {}) });
      }
    }
  });
});
