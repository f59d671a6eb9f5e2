import type { FacetId } from '../../shared/catalogue/schemas/catalog';
import type { ProductRecord } from './catalog';
import { PALETTE, SIZE_RUNS, type Family } from './fixture';
import { activityLabel, colourLabel, facetLabel, genderLabel, sizeLabel } from './product-copy';
import type { ContentLanguage } from './category-names';
import { CURRENCIES } from './pricing';
import { hashString, mulberry32, pick, sample } from './prng';
import { slugify } from './urls';

// Listing facets: what each product contributes to product_facets, and the
// vocabulary (labels, order, swatches, price bounds) the catalog response decorates counts with.

import { ACTIVITIES, GENDERS, type Activity, type Gender } from './facet-values';
export { ACTIVITIES, GENDERS, type Activity, type Gender };

export const FACET_LABELS: Record<FacetId, string> = { size: 'Size', color: 'Colour', gender: 'Gender', activity: 'Activity', price: 'Price' };
const GENDER_LABELS: Record<Gender, string> = { men: 'Men', women: 'Women', kids: 'Kids', unisex: 'Unisex' };
const ACTIVITY_LABELS: Record<Activity, string> = { hiking: 'Hiking', climbing: 'Climbing', skiing: 'Skiing', running: 'Running', camping: 'Camping', travel: 'Travel' };

/** What each family is plausibly used for; a product gets one or two of these. */
const FAMILY_ACTIVITIES: Record<Family, readonly Activity[]> = {
  jacket: ['hiking', 'climbing', 'skiing', 'travel'],
  fleece: ['hiking', 'camping', 'skiing', 'travel'],
  baselayer: ['skiing', 'hiking', 'running'],
  pants: ['hiking', 'climbing', 'travel'],
  boot: ['hiking', 'travel'],
  runner: ['running', 'hiking'],
  pack: ['hiking', 'climbing', 'travel', 'camping'],
  tent: ['camping', 'hiking'],
  sleepingBag: ['camping'],
  headwear: ['running', 'hiking', 'skiing', 'travel'],
  gloves: ['skiing', 'climbing', 'hiking'],
};

/**
 * A PRNG of its own, seeded from the style code: deriving facets must not consume the
 * catalogue generator's sequence, or every id, name and price after the first would change.
 */
const facetRng = (record: ProductRecord) => mulberry32(hashString(`facets:${record.id}`));

/** Gendered leaves decide; footwear is cut for men or women or unisex; gear is unisex, with some kids' accessories. */
export function genderOf(record: ProductRecord): Gender {
  const top = record.categoryIds[record.categoryIds.length - 1];
  if (top === '10000') return 'men';
  if (top === '20000') return 'women';
  const rng = facetRng(record);
  const roll = rng();
  if (top === '30000') return roll < 0.35 ? 'men' : roll < 0.7 ? 'women' : 'unisex';
  if (record.family === 'headwear' || record.family === 'gloves') return roll < 0.2 ? 'kids' : 'unisex';
  return 'unisex';
}

export function activitiesOf(record: ProductRecord): Activity[] {
  const rng = facetRng(record);
  rng(); // the gender roll
  const pool = FAMILY_ACTIVITIES[record.family];
  const chosen = new Set(sample(rng, pool, rng() < 0.4 ? 2 : 1));
  chosen.add(pick(rng, pool));
  return ACTIVITIES.filter((activity) => chosen.has(activity));
}

export const colorSlug = (label: string) => slugify(label);

/** Sizes a shopper can still buy in some colour: filtering on a sold-out size would only disappoint. */
export function sizesInStock(record: ProductRecord): string[] {
  return record.sizes.filter((_, j) => record.stock.some((row) => (row[j] ?? 0) > 0)).map((size) => size.code);
}

export interface PriceBucket {
  id: string;
  min: number;
  max?: number;
}

/** Shelf thresholds per currency, set like the shelf prices in pricing.ts (NOK is ~11x USD). */
const PRICE_THRESHOLDS: Record<string, readonly number[]> = {
  USD: [50, 100, 200, 300],
  CAD: [75, 150, 250, 400],
  GBP: [50, 100, 150, 250],
  EUR: [50, 100, 200, 300],
  NOK: [500, 1000, 2000, 3500],
};

export function priceBuckets(currency: string): PriceBucket[] {
  const thresholds = PRICE_THRESHOLDS[currency];
  if (!thresholds) throw new Error(`no price buckets for ${currency}`);
  const bounds = [0, ...thresholds];
  return bounds.map((min, i) => {
    const max = bounds[i + 1];
    return max === undefined ? { id: `${min}-`, min } : { id: `${min}-${max}`, min, max };
  });
}

/** min inclusive, max exclusive, on the current (selling) price. */
export function priceBucketOf(currency: string, lowCurrent: number): string {
  const bucket = priceBuckets(currency).find((b) => lowCurrent >= b.min && (b.max === undefined || lowCurrent < b.max));
  if (!bucket) throw new Error(`no ${currency} bucket for ${lowCurrent}`);
  return bucket.id;
}

/** Price rows carry the currency in the facet name so one index serves every site. */
export const priceFacetKey = (currency: string) => `price:${currency}`;

/** Every (facet, value) row a product contributes to product_facets. */
export function facetRows(record: ProductRecord): Array<[facet: string, value: string]> {
  return [
    ...sizesInStock(record).map((code): [string, string] => ['size', code]),
    ...record.colors.map((color): [string, string] => ['color', colorSlug(color.label)]),
    ['gender', genderOf(record)],
    ...activitiesOf(record).map((activity): [string, string] => ['activity', activity]),
    ...CURRENCIES.flatMap((currency): Array<[string, string]> => {
      const price = record.prices[currency];
      return price ? [[priceFacetKey(currency), priceBucketOf(currency, price.lowCurrent)]] : [];
    }),
  ];
}

export interface FacetValueInfo {
  id: string;
  label: string;
  hex?: string;
  min?: number;
  max?: number;
}

const SIZE_VALUES: FacetValueInfo[] = (() => {
  const seen = new Map<string, FacetValueInfo>();
  for (const run of Object.values(SIZE_RUNS)) for (const size of run) if (!seen.has(size.code)) seen.set(size.code, { id: size.code, label: size.label });
  return [...seen.values()];
})();

/** A facet's own name in the site's language ("Farbe", "Taille"). */
export const facetLabelFor = (facet: FacetId, locale: string) => facetLabel(facet, FACET_LABELS[facet], languageOfLocale(locale));

/** Every site locale starts with its content language (en-gb, fr-ca, nb-no). */
const languageOfLocale = (locale: string) => locale.slice(0, 2) as ContentLanguage;

function priceLabel(bucket: PriceBucket, currency: string, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const format = (amount: number) => formatter.format(amount);
  return bucket.max === undefined ? `${format(bucket.min)}+` : `${format(bucket.min)} – ${format(bucket.max)}`;
}

/**
 * Vocabularies are fixed per (facet, currency, locale), and building price labels needs an
 * Intl.NumberFormat, which is slow to construct: memoised per isolate (config, not shopper data).
 */
const vocabularies = new Map<string, readonly FacetValueInfo[]>();

/** The ordered vocabulary of one facet for a site: display order is this order. */
export function facetVocabulary(facet: FacetId, currency: string, locale: string): readonly FacetValueInfo[] {
  const key = `${facet}|${currency}|${locale}`;
  let vocabulary = vocabularies.get(key);
  if (!vocabulary) {
    vocabulary = buildVocabulary(facet, currency, locale);
    vocabularies.set(key, vocabulary);
  }
  return vocabulary;
}

/** Ids are the same on every site; only the labels follow the site's language. */
function buildVocabulary(facet: FacetId, currency: string, locale: string): FacetValueInfo[] {
  const language = languageOfLocale(locale);
  switch (facet) {
    case 'size':
      return SIZE_VALUES.map((value) => ({ ...value, label: sizeLabel(value.id, value.label, language) }));
    case 'color':
      return PALETTE.map((color) => ({ id: colorSlug(color.label), label: colourLabel(color.code, color.label, language), hex: color.hex }));
    case 'gender':
      return GENDERS.map((id) => ({ id, label: genderLabel(id, GENDER_LABELS[id], language) }));
    case 'activity':
      return ACTIVITIES.map((id) => ({ id, label: activityLabel(id, ACTIVITY_LABELS[id], language) }));
    case 'price':
      return priceBuckets(currency).map((bucket) => ({ ...bucket, label: priceLabel(bucket, currency, locale) }));
  }
}
