import { describe, expect, it } from 'vitest';
import { FACET_IDS } from '../../shared/catalogue/catalog-options';
import { BASE_CATALOG_SIZE, extraStylesPerLeaf, generateCatalog } from './catalog';
import { LEAVES } from './categories';
import { ACTIVITIES, activitiesOf, colorSlug, facetRows, facetVocabulary, genderOf, priceBucketOf, priceBuckets, sizesInStock } from './facets';
import { CURRENCIES } from './pricing';

const catalog = generateCatalog();

describe('price buckets', () => {
  it.each(CURRENCIES)('cover every %s price without gaps or overlaps', (currency) => {
    const buckets = priceBuckets(currency);
    expect(buckets[0]!.min).toBe(0);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.min).toBe(buckets[i - 1]!.max);
    expect(buckets.at(-1)!.max).toBeUndefined();
    expect(buckets.at(-1)!.id).toBe(`${buckets.at(-1)!.min}-`);
    for (const product of catalog) expect(buckets.map((b) => b.id)).toContain(priceBucketOf(currency, product.prices[currency]!.lowCurrent));
  });

  it('puts a bound in the upper bucket (min inclusive, max exclusive)', () => {
    expect(priceBucketOf('USD', 99.99)).toBe('50-100');
    expect(priceBucketOf('USD', 100)).toBe('100-200');
    expect(priceBucketOf('USD', 5000)).toBe('300-');
    expect(priceBucketOf('NOK', 1699)).toBe('1000-2000');
  });

  it('scales thresholds to the currency (NOK is about 11x USD)', () => {
    const ratio = priceBuckets('NOK')[1]!.max! / priceBuckets('USD')[1]!.max!;
    expect(ratio).toBeGreaterThan(8);
    expect(ratio).toBeLessThan(14);
  });

  it('labels buckets in the site currency', () => {
    const [first, , , , last] = facetVocabulary('price', 'USD', 'en-us');
    expect(first!.label).toBe('$0 – $50');
    expect(last!.label).toBe('$300+');
    expect(facetVocabulary('price', 'EUR', 'de-de')[1]!.label).toMatch(/50.*€.*100.*€/);
  });
});

describe('gender and activity', () => {
  it('follows the category tree for men and women, and keeps gear unisex or kids', () => {
    for (const product of catalog) {
      const top = product.categoryIds.at(-1);
      const gender = genderOf(product);
      if (top === '10000') expect(gender).toBe('men');
      if (top === '20000') expect(gender).toBe('women');
      if (top === '40000') expect(['unisex', 'kids']).toContain(gender);
    }
    const footwear = new Set(catalog.filter((p) => p.categoryIds.at(-1) === '30000').map(genderOf));
    expect(footwear.size).toBeGreaterThan(1);
  });

  it('gives each product one to three activities from the fixed set, deterministically', () => {
    for (const product of catalog) {
      const activities = activitiesOf(product);
      expect(activities.length).toBeGreaterThanOrEqual(1);
      expect(activities.length).toBeLessThanOrEqual(3);
      for (const activity of activities) expect(ACTIVITIES).toContain(activity);
      expect(activitiesOf(product)).toEqual(activities);
    }
    expect(activitiesOf(catalog.find((p) => p.family === 'sleepingBag')!)).toEqual(['camping']);
    const used = new Set(catalog.flatMap(activitiesOf));
    expect([...used].sort()).toEqual([...ACTIVITIES].sort());
  });
});

describe('facet rows', () => {
  it('lists in-stock sizes, colour slugs, gender, activities and one price bucket per currency', () => {
    for (const product of catalog.slice(0, 40)) {
      const rows = facetRows(product);
      const of = (facet: string) => rows.filter(([f]) => f === facet).map(([, value]) => value);
      expect(of('size')).toEqual(sizesInStock(product));
      expect(of('color')).toEqual(product.colors.map((c) => colorSlug(c.label)));
      expect(of('gender')).toHaveLength(1);
      for (const currency of CURRENCIES) expect(of(`price:${currency}`)).toHaveLength(1);
    }
  });

  it('leaves sold-out sizes out', () => {
    const soldOut = catalog.find((p) => p.stock.every((row) => row.every((units) => units === 0)))!;
    expect(sizesInStock(soldOut)).toEqual([]);
  });

  it('slugs colour labels', () => {
    expect(colorSlug('Storm Grey')).toBe('storm-grey');
    expect(facetVocabulary('color', 'USD', 'en-us').find((v) => v.id === 'storm-grey')).toMatchObject({ label: 'Storm Grey', hex: '#8a94a6' });
  });

  it('has a vocabulary for every facet', () => {
    for (const facet of FACET_IDS) expect(facetVocabulary(facet, 'GBP', 'en-gb').length).toBeGreaterThan(1);
  });
});

describe('scaled catalogue (SEED_PRODUCTS)', () => {
  const big = generateCatalog(undefined, 1000);

  it('keeps the base styles identical and adds the rest per leaf', () => {
    expect(big).toHaveLength(1000);
    expect(JSON.stringify(big.slice(0, BASE_CATALOG_SIZE))).toBe(JSON.stringify(catalog));
    expect(new Set(big.map((p) => p.id)).size).toBe(1000);
    expect(new Set(big.map((p) => p.name)).size).toBe(1000);
    expect(big.filter((p) => p.categoryIds[0] === '10101').length).toBeGreaterThan(200);
  });

  it('shares the extras out in proportion to each leaf', () => {
    const extras = extraStylesPerLeaf(1000);
    expect(extras.reduce((a, b) => a + b, 0)).toBe(1000 - BASE_CATALOG_SIZE);
    LEAVES.forEach((leaf, i) => expect(Math.abs(extras[i]! - (leaf.count * (1000 - BASE_CATALOG_SIZE)) / BASE_CATALOG_SIZE)).toBeLessThan(1));
    expect(extraStylesPerLeaf(BASE_CATALOG_SIZE).every((n) => n === 0)).toBe(true);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(generateCatalog(undefined, 1000))).toBe(JSON.stringify(big));
  });
});
