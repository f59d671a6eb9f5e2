import { describe, expect, it } from 'vitest';
import type { NestedBlock } from '../../content/schemas/helpers';
import { chooseExperience, chooseSegmentation, filterBy } from './choose';
import { ANONYMOUS_VISITOR } from './visitor';

const block = (id: string): NestedBlock => ({ id, type: 'rich-text' });

describe('chooseSegmentation', () => {
  const segmentation = {
    segments: [
      { id: 'members', condition: 'loyalty-logged-in' as const, components: [block('members')] },
      { id: 'guests', condition: 'logged-out' as const, targets: ['cart-empty' as const], components: [block('guests')] },
    ],
    baselines: [block('base-1'), block('base-2')],
  };

  it('picks the first segment whose conditions all hold', () => {
    expect(chooseSegmentation(segmentation, ANONYMOUS_VISITOR)).toEqual([block('guests')]);
    expect(chooseSegmentation(segmentation, { ...ANONYMOUS_VISITOR, loggedIn: true, loyaltyMember: true })).toEqual([block('members')]);
  });

  it('falls back to the first baseline when no segment holds', () => {
    expect(chooseSegmentation(segmentation, { ...ANONYMOUS_VISITOR, loggedIn: true })).toEqual([block('base-1')]);
    expect(chooseSegmentation(segmentation, { ...ANONYMOUS_VISITOR, cartEmpty: false })).toEqual([block('base-1')]);
  });

  it('lets the test context (p13n_testcontext) force a segment over the conditions', () => {
    expect(chooseSegmentation(segmentation, ANONYMOUS_VISITOR, ['members'])).toEqual([block('members')]);
    expect(chooseSegmentation(segmentation, { ...ANONYMOUS_VISITOR, loggedIn: true }, ['guests'])).toEqual([block('guests')]);
    // An id this block does not have changes nothing.
    expect(chooseSegmentation(segmentation, ANONYMOUS_VISITOR, ['v-sale'])).toEqual([block('guests')]);
  });

  it('never picks a segment without conditions', () => {
    expect(chooseSegmentation({ segments: [{ id: 's', components: [block('s')] }], baselines: [block('b')] }, ANONYMOUS_VISITOR)).toEqual([block('b')]);
  });

  it('resolves nothing when no segment holds and there is no baseline (the empty rule)', () => {
    expect(chooseSegmentation({ segments: [], baselines: [] }, ANONYMOUS_VISITOR)).toEqual([]);
    expect(chooseSegmentation({ segments: [{ id: 'g', condition: 'logged-out', components: [] }], baselines: [block('b')] }, ANONYMOUS_VISITOR)).toEqual([]);
  });
});

describe('chooseExperience', () => {
  const experience = { experienceId: 'exp-1', baselines: [block('baseline')], variants: [{ name: 'B', variantId: 'v-b', components: [block('variant-b')] }] };

  it('shows the baselines without a decision', () => {
    expect(chooseExperience(experience, null)).toEqual([block('baseline')]);
  });

  it('shows the decided variant, and the baselines for an unknown variant or another experience', () => {
    expect(chooseExperience(experience, { experienceId: 'exp-1', variantId: 'v-b' })).toEqual([block('variant-b')]);
    expect(chooseExperience(experience, { experienceId: 'exp-1', variantId: 'v-x' })).toEqual([block('baseline')]);
    expect(chooseExperience(experience, { experienceId: 'exp-2', variantId: 'v-b' })).toEqual([block('baseline')]);
  });

  it('shows the baselines for a control decision (variantId null)', () => {
    expect(chooseExperience(experience, { experienceId: 'exp-1', variantId: null })).toEqual([block('baseline')]);
  });

  it('lets the test context force a variant over the decision', () => {
    expect(chooseExperience(experience, null, ['v-b'])).toEqual([block('variant-b')]);
    expect(chooseExperience(experience, { experienceId: 'exp-1', variantId: null }, ['v-b'])).toEqual([block('variant-b')]);
    expect(chooseExperience(experience, null, ['members'])).toEqual([block('baseline')]);
  });

  it('resolves nothing when there is no baseline', () => {
    expect(chooseExperience({ ...experience, baselines: [] }, null)).toEqual([]);
  });
});

describe('filterBy', () => {
  const components = [block('child')];
  const productPage = { productId: 'JK619948', productMasterId: 'JK6199', categoryId: null };
  const categoryPage = { productId: null, categoryId: '10101' };

  it('bySku IN shows the components only on a listed product', () => {
    const rule = { variant: 'bySku' as const, filterBy: ['JK619948'], operator: 'IN' as const, components };
    expect(filterBy(rule, productPage)).toEqual(components);
    expect(filterBy(rule, { ...productPage, productId: 'XX000000', productMasterId: null })).toEqual([]);
    expect(filterBy(rule, categoryPage)).toEqual([]);
  });

  it('bySku matches the product master id too', () => {
    expect(filterBy({ variant: 'bySku', filterBy: ['JK6199'], operator: 'IN', components }, productPage)).toEqual(components);
  });

  it('byCategory NOT IN hides the components on a listed category and shows them elsewhere', () => {
    const rule = { variant: 'byCategory' as const, filterBy: ['10101'], operator: 'NOT IN' as const, components };
    expect(filterBy(rule, categoryPage)).toEqual([]);
    expect(filterBy(rule, { productId: null, categoryId: '10102' })).toEqual(components);
    expect(filterBy(rule, productPage)).toEqual(components);
  });

  it('an empty list matches nothing', () => {
    expect(filterBy({ variant: 'byCategory', filterBy: [], operator: 'IN', components }, categoryPage)).toEqual([]);
    expect(filterBy({ variant: 'byCategory', filterBy: [], operator: 'NOT IN', components }, categoryPage)).toEqual(components);
  });
});
