import type { Price } from '../../shared/catalogue/schemas/product';
import { prorate } from '../prorate';
import { CATEGORY_BY_ID, LEAVES, type LeafDefinition } from './categories';
import { BADGES, EYEBROWS, FAMILIES, MODEL_NAMES, PALETTE, SIZE_RUNS, type Family, type SizeFixture } from './fixture';
import { pricesByCurrency } from './pricing';
import { intBetween, mulberry32, pick, sample, type Rng } from './prng';
import { seededRatingSummary } from './reviews';
import { slugify } from './urls';

export const CATALOG_SEED = 20260401;

/** Locale-neutral product as stored in D1; product-view.ts projects it per locale. */
export interface ProductRecord {
  id: string;
  name: string;
  slug: string;
  family: Family;
  description: string;
  eyebrow?: string;
  badge?: string;
  /** Leaf first, then its ancestors: the order breadcrumbs reverse. */
  categoryIds: string[];
  colors: Array<{ code: string; label: string; hex: string; imageCount: number }>;
  sizes: SizeFixture[];
  /** Units on hand, indexed [colour][size]. */
  stock: number[][];
  prices: Record<string, Price>;
  rating: { score: number; reviewsCount: number };
  freeGift: boolean;
  /** ISO date; drives the 'newest' sort. */
  releasedOn: string;
  /** What the English name and description were built from, so product-copy can write them in each language. */
  copy: CopyPicks;
}

/** Indexes into the family's fixture lists (fixture.ts), plus the model name (with any edition word). */
export interface CopyPicks {
  model: string;
  noun: number;
  activity: number;
  feature: number;
  material: number;
}

function uniqueCode(rng: Rng, prefix: string, used: Set<string>): string {
  for (;;) {
    const code = `${prefix}${String(intBetween(rng, 0, 999_999)).padStart(6, '0')}`;
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

/** Edition words widen the name space once a scaled catalogue has used up model x noun. */
const EDITIONS = ['Pro', 'Lite', 'LT', 'Alpine', 'Tech', 'Hybrid', 'Storm', 'Trail', 'Summit', 'Expedition', 'Guide', 'Flex'] as const;

function uniqueName(rng: Rng, leaf: LeafDefinition, used: Set<string>, editions = false): { name: string; model: string; noun: number } {
  const nouns = FAMILIES[leaf.family].nouns;
  for (let attempt = 0; ; attempt++) {
    const model = editions && attempt >= 8 ? `${pick(rng, MODEL_NAMES)} ${pick(rng, EDITIONS)}` : pick(rng, MODEL_NAMES);
    const noun = pick(rng, nouns);
    const base = `${model} ${noun}`;
    const name = leaf.namePrefix ? `${leaf.namePrefix} ${base}` : base;
    if (!used.has(name)) {
      used.add(name);
      return { name, model, noun: nouns.indexOf(noun) };
    }
  }
}

function describe(rng: Rng, family: Family, name: string): { description: string; activity: number; feature: number; material: number } {
  const fixture = FAMILIES[family];
  const activity = pick(rng, fixture.activities);
  const feature = pick(rng, fixture.features);
  const material = pick(rng, fixture.materials);
  return {
    description: [
      `The ${name} is made for ${activity}.`,
      `${feature}, and ${material} keeps weight down without giving up durability.`,
      `Designed and field-tested by the Ridgeline team in the mountains we call home.`,
    ].join(' '),
    activity: fixture.activities.indexOf(activity),
    feature: fixture.features.indexOf(feature),
    material: fixture.materials.indexOf(material),
  };
}

/** Inventory: ~10% sold out, ~15% low stock (under 10 units), the rest healthy. */
function stockMatrix(rng: Rng, colors: number, sizes: number): number[][] {
  const roll = rng();
  if (roll < 0.1) return Array.from({ length: colors }, () => Array<number>(sizes).fill(0));
  if (roll < 0.25) {
    const matrix = Array.from({ length: colors }, () => Array<number>(sizes).fill(0));
    for (let units = intBetween(rng, 2, 9); units > 0; units--) {
      const row = matrix[intBetween(rng, 0, colors - 1)] as number[];
      const size = intBetween(rng, 0, sizes - 1);
      row[size] = (row[size] ?? 0) + 1;
    }
    return matrix;
  }
  const matrix = Array.from({ length: colors }, () => Array.from({ length: sizes }, () => (rng() < 0.15 ? 0 : intBetween(rng, 1, 40))));
  (matrix[0] as number[])[0] = Math.max((matrix[0] as number[])[0] ?? 0, 12);
  return matrix;
}

function generateProduct(rng: Rng, leaf: LeafDefinition, usedCodes: Set<string>, usedNames: Set<string>, editions = false): ProductRecord {
  const fixture = FAMILIES[leaf.family];
  const { name, model, noun } = uniqueName(rng, leaf, usedNames, editions);
  const colors = sample(rng, PALETTE, intBetween(rng, 2, 5)).map((c) => ({ ...c, imageCount: intBetween(rng, 1, 3) }));
  const sizes = SIZE_RUNS[leaf.sizeRun];
  const priceIndex = intBetween(rng, 0, fixture.usdPrices.length - 1);
  const usdLow = fixture.usdPrices[priceIndex] as number;
  // Some styles cost more in extended sizes or premium colours: a price range.
  const usdHigh = rng() < 0.2 ? (fixture.usdPrices[priceIndex + 1] ?? usdLow + 20) : usdLow;
  const markedDown = rng() < 0.25;
  const discount = markedDown ? pick(rng, [0.2, 0.25, 0.3, 0.4, 0.5]) : 0;
  const saleStart = markedDown ? `2026-0${intBetween(rng, 1, 3)}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}` : undefined;
  // The rating comes from the product's seeded reviews, so a tile's count matches its review list.
  // These draws once made the rating; they stay so every later draw, and so every product, is unchanged.
  const formerReviewDraw = rng() < 0.08 ? 0 : intBetween(rng, 1, 850);
  const eyebrow = rng() < 0.2 ? pick(rng, EYEBROWS) : undefined;
  const badge = rng() < 0.15 ? pick(rng, BADGES) : undefined;
  const ancestors = CATEGORY_BY_ID.get(leaf.id)?.path ?? [leaf.id];
  const id = uniqueCode(rng, fixture.codePrefix, usedCodes);
  const { description, activity, feature, material } = describe(rng, leaf.family, name);
  const stock = stockMatrix(rng, colors.length, sizes.length);
  if (formerReviewDraw) rng();
  return {
    id,
    name,
    slug: slugify(name),
    family: leaf.family,
    description,
    ...(eyebrow ? { eyebrow } : {}),
    ...(badge ? { badge } : {}),
    categoryIds: [...ancestors].reverse(),
    colors,
    sizes,
    stock,
    prices: pricesByCurrency({ usdLow, usdHigh, discount, ...(saleStart ? { saleStart } : {}) }),
    rating: seededRatingSummary(id),
    freeGift: rng() < 0.05,
    releasedOn: `${pick(rng, ['2024', '2025', '2026'])}-${String(intBetween(rng, 1, 12)).padStart(2, '0')}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}`,
    copy: { model, noun, activity, feature, material },
  };
}

/** The size of the hand-tuned catalogue: the leaves' counts. */
export const BASE_CATALOG_SIZE = LEAVES.reduce((total, leaf) => total + leaf.count, 0);
/** SEED_PRODUCTS beyond this would only slow seeding down; the benchmark uses 1,000. */
export const MAX_CATALOG_SIZE = 5000;

/**
 * How many extra styles each leaf gets to reach `total`: proportional to its base count
 * (largest remainder), so big categories stay big.
 */
export function extraStylesPerLeaf(total: number): number[] {
  return prorate(Math.max(0, total - BASE_CATALOG_SIZE), LEAVES.map((leaf) => leaf.count), 1);
}

/**
 * Pure and seeded: the same seed and total always yield the same catalogue, in the same order.
 * The base styles come first from the original sequence, so scaling never changes an existing
 * product; extra styles come from a second sequence after them.
 */
export function generateCatalog(seed = CATALOG_SEED, total = BASE_CATALOG_SIZE): ProductRecord[] {
  const rng = mulberry32(seed);
  const usedCodes = new Set<string>();
  const usedNames = new Set<string>();
  const base = LEAVES.flatMap((leaf) => Array.from({ length: leaf.count }, () => generateProduct(rng, leaf, usedCodes, usedNames)));
  const extraRng = mulberry32(seed ^ 0x5ca1ed);
  const extras = extraStylesPerLeaf(Math.min(total, MAX_CATALOG_SIZE));
  return [
    ...base,
    ...LEAVES.flatMap((leaf, i) => Array.from({ length: extras[i] ?? 0 }, () => generateProduct(extraRng, leaf, usedCodes, usedNames, true))),
  ];
}
