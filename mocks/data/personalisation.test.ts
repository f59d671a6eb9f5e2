import { describe, expect, it } from 'vitest';
import { decideExperience, decideRecommendationSet, SEEDED_EXPERIENCES, SEEDED_RECOMMENDATION_SETS } from './personalisation';

const experience = SEEDED_EXPERIENCES.find((candidate) => candidate.experienceId === 'exp-kitchen-sink-hero')!;
const ids = Array.from({ length: 2000 }, (_, index) => `2.${index * 7919}.1700000000`);

describe('seeded personalisation decisions', () => {
  it('leaves anonymous visitors out of a signed-in experience', () => {
    expect(ids.every((id) => decideExperience(experience, id, false) === undefined)).toBe(true);
  });

  it('splits signed-in visitors by weight, the same way every time', () => {
    const variants = ids.map((id) => decideExperience(experience, id, true)?.variantId);
    expect(variants).toEqual(ids.map((id) => decideExperience(experience, id, true)?.variantId));
    const sale = variants.filter((variant) => variant === 'v-sale').length / ids.length;
    expect(sale).toBeGreaterThan(0.45);
    expect(sale).toBeLessThan(0.55);
    expect(variants.filter((variant) => variant === null).length).toBe(ids.length - variants.filter((variant) => variant === 'v-sale').length);
  });

  it('picks a recommendation category and control group per visitor', () => {
    expect(ids.some((id) => decideRecommendationSet(SEEDED_RECOMMENDATION_SETS[0]!, id).control)).toBe(false);
    const set = { ...SEEDED_RECOMMENDATION_SETS[0]!, controlPercent: 10 };
    const decisions = ids.map((id) => decideRecommendationSet(set, id));
    expect(new Set(decisions.map((decision) => decision.categoryId))).toEqual(new Set(set.categories));
    const control = decisions.filter((decision) => decision.control).length / ids.length;
    expect(control).toBeGreaterThan(0.06);
    expect(control).toBeLessThan(0.14);
    expect(decideRecommendationSet(set, ids[5]!)).toEqual(decisions[5]);
  });
});
