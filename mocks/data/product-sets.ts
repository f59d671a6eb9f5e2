import type { ProductRecord } from './catalog';
import type { Family } from './fixture';
import { hashString, mulberry32, pick } from './prng';

/*
 * 'Shop the look' sets (productSets/productSet), built from whatever catalogue
 * was seeded: each theme names the kinds of product it needs and a seeded pick fills
 * each slot, so the same catalogue always yields the same sets.
 */

export interface ProductSetRecord {
  productSetId: string;
  name: string;
  description: string;
  productIds: string[];
}

interface Theme {
  name: string;
  description: string;
  slots: Family[];
}

const THEMES: readonly Theme[] = [
  { name: 'Alpine Rain Kit', description: 'A waterproof shell over a warm fleece, stretch pants and grippy boots: everything for a wet day above the tree line.', slots: ['jacket', 'fleece', 'pants', 'boot', 'pack'] },
  { name: 'Shoulder-Season Trek', description: 'Layers that handle frosty mornings and warm afternoons on long autumn and spring trails.', slots: ['jacket', 'baselayer', 'pants', 'boot', 'pack'] },
  { name: 'Fast and Light', description: 'Pared-back kit for moving quickly: a wicking base layer, light pants, trail shoes and a small pack.', slots: ['baselayer', 'pants', 'runner', 'pack', 'headwear'] },
  { name: 'Winter Summit', description: 'Warmth from skin to shell for cold, windy summit days, with hat and gloves to match.', slots: ['jacket', 'fleece', 'baselayer', 'gloves', 'headwear'] },
  { name: 'Backcountry Overnight', description: 'Shelter, sleep system and camp layers for a night far from the road.', slots: ['fleece', 'pants', 'tent', 'sleepingBag', 'pack'] },
  { name: 'Trail Run Essentials', description: 'Breathable layers and shoes with grip for technical singletrack.', slots: ['baselayer', 'runner', 'headwear', 'gloves'] },
  { name: 'Hut-to-Hut', description: 'A week between mountain huts: one shell, one base layer, one pair of pants and boots you trust.', slots: ['jacket', 'baselayer', 'pants', 'boot', 'pack'] },
  { name: 'Camp Evenings', description: 'Cosy layers and a warm bag for when the sun drops behind the ridge.', slots: ['fleece', 'headwear', 'sleepingBag', 'tent'] },
  { name: 'Ski Tour Layers', description: 'A layering system that vents on the skin track and seals up for the descent.', slots: ['baselayer', 'fleece', 'jacket', 'gloves'] },
  { name: 'Weekend Hike', description: 'Comfortable, versatile pieces for a Saturday in the hills.', slots: ['fleece', 'pants', 'boot', 'pack'] },
];

const GENDERS = [
  { code: 'M', label: "Men's", categoryId: '10000' },
  { code: 'W', label: "Women's", categoryId: '20000' },
] as const;

/** Apparel is cut per gender; footwear, gear and accessories are shared. */
const GENDERED: ReadonlySet<Family> = new Set(['jacket', 'fleece', 'baselayer', 'pants']);

export function buildProductSets(products: readonly ProductRecord[]): ProductSetRecord[] {
  const sets: ProductSetRecord[] = [];
  for (const gender of GENDERS) {
    THEMES.forEach((theme, index) => {
      const productSetId = `PS-${gender.code}${String(index + 1).padStart(2, '0')}`;
      const rng = mulberry32(hashString(productSetId));
      const productIds: string[] = [];
      for (const family of theme.slots) {
        const candidates = products.filter(
          (product) => product.family === family && !productIds.includes(product.id) && (!GENDERED.has(family) || product.categoryIds.includes(gender.categoryId)),
        );
        if (candidates.length) productIds.push(pick(rng, candidates).id);
      }
      // A set of one is not a look; a small catalogue may not fill every theme.
      if (productIds.length >= 2) sets.push({ productSetId, name: `${gender.label} ${theme.name}`, description: theme.description, productIds });
    });
  }
  return sets;
}
