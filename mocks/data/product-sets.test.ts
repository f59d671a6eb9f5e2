import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog';
import { buildProductSets } from './product-sets';

const catalog = generateCatalog();
const byId = new Map(catalog.map((product) => [product.id, product]));

describe('product sets', () => {
  const sets = buildProductSets(catalog);

  it('builds about twenty deterministic looks', () => {
    expect(sets.length).toBe(20);
    expect(JSON.stringify(buildProductSets(catalog))).toBe(JSON.stringify(sets));
    expect(new Set(sets.map((set) => set.productSetId)).size).toBe(sets.length);
  });

  it('combines distinct products of different families, apparel cut for the set gender', () => {
    for (const set of sets) {
      expect(set.productIds.length).toBeGreaterThanOrEqual(4);
      expect(new Set(set.productIds).size).toBe(set.productIds.length);
      const products = set.productIds.map((id) => byId.get(id));
      expect(new Set(products.map((product) => product?.family)).size).toBe(products.length);
      const genderCategory = set.name.startsWith("Women's") ? '20000' : '10000';
      for (const product of products) {
        if (['jacket', 'fleece', 'baselayer', 'pants'].includes(product?.family ?? '')) expect(product?.categoryIds).toContain(genderCategory);
      }
    }
  });

  it('skips looks a small catalogue cannot fill', () => {
    const tiny = catalog.filter((product) => product.family === 'jacket' || product.family === 'boot').slice(0, 80);
    for (const set of buildProductSets(tiny)) expect(set.productIds.length).toBeGreaterThanOrEqual(2);
    expect(buildProductSets([])).toEqual([]);
  });
});
