import { hashString } from './prng';

// Seeded personalisation engine content for its decide call: the experiences
// the CMS experience blocks name (mocks/data/canvases/kitchen-sink/personalisation.ts) and the
// recommendation sets behind recommendation blocks, decided deterministically per monetateId.

export interface SeededVariant {
  /** null is the control group: the block shows its baselines. */
  variantId: string | null;
  name: string;
  /** Share of the audience in percent; a variant list sums to 100. */
  weight: number;
}

export interface SeededExperience {
  experienceId: string;
  name: string;
  /** Who is eligible: everyone, or only signed-in shoppers (a customerId in the request). */
  audience: 'everyone' | 'signed-in';
  variants: readonly SeededVariant[];
}

export const SEEDED_EXPERIENCES: readonly SeededExperience[] = [
  {
    experienceId: 'exp-kitchen-sink-hero',
    name: 'Kitchen sink hero: sale messaging for members',
    // Anonymous visitors keep the editor's baseline, so a first visit always looks the same.
    audience: 'signed-in',
    variants: [
      { variantId: null, name: 'Control', weight: 50 },
      { variantId: 'v-sale', name: 'Sale messaging', weight: 50 },
    ],
  },
];

export interface SeededRecommendationSet {
  widgetId: string;
  name: string;
  /** Candidate categories; a visitor gets one of them, by monetateId. */
  categories: readonly string[];
  /** Percent of visitors in the control group (shown products, no impressions reported). */
  controlPercent: number;
  count: number;
}

export const SEEDED_RECOMMENDATION_SETS: readonly SeededRecommendationSet[] = [
  // No control group here: a fresh visitor's impressions are always reported, which the browser tests rely on.
  { widgetId: 'trending-jackets', name: 'Trending jackets for you', categories: ['10101', '20101'], controlPercent: 0, count: 12 },
];

/** A stable bucket 0..99 for one visitor and one experiment (FNV-1a of both). */
export function bucketOf(monetateId: string, key: string): number {
  return hashString(`${monetateId}|${key}`) % 100;
}

/** The variant this visitor gets, or undefined when the experience does not target them. */
export function decideExperience(experience: SeededExperience, monetateId: string, signedIn: boolean): SeededVariant | undefined {
  if (experience.audience === 'signed-in' && !signedIn) return undefined;
  const bucket = bucketOf(monetateId, experience.experienceId);
  let end = 0;
  for (const variant of experience.variants) {
    end += variant.weight;
    if (bucket < end) return variant;
  }
  return experience.variants[experience.variants.length - 1];
}

export function decideRecommendationSet(set: SeededRecommendationSet, monetateId: string): { categoryId: string; control: boolean } {
  const categoryId = set.categories[hashString(`${monetateId}|${set.widgetId}|category`) % set.categories.length]!;
  return { categoryId, control: bucketOf(monetateId, set.widgetId) < set.controlPercent };
}
