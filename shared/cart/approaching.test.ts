import { describe, expect, it } from 'vitest';
import type { ApproachingPromotion } from './schemas/cart';
import { approachingMessages, splitCallout } from './approaching';

const promotion = (overrides: Partial<ApproachingPromotion> = {}): ApproachingPromotion => ({
  promotionId: 'SHIPPING-FREE-STANDARD',
  promotionName: 'Free standard shipping',
  promotionClass: 'SHIPPING',
  level: 'SHIPPING',
  calloutMsg: 'Free shipping over {threshold}|You are {distance} away from free shipping|You have earned free shipping',
  thresholdStatus: 'Below Threshold',
  distanceFromConditionThreshold: 80,
  approachingDisplayLevel: 100,
  threshold: 150,
  ...overrides,
});

const show = (promotions: ApproachingPromotion[], dismissed: string[] = [], context: 'cart' | 'mini-cart' = 'cart') =>
  approachingMessages(promotions, { dismissed: new Set(dismissed), context, formatAmount: (amount) => `$${amount.toFixed(2)}` }).map((message) => message.text);

describe('approaching-promotion messages', () => {
  it('show the callout part of each threshold state, with the amounts filled in', () => {
    expect(show([promotion()])).toEqual(['Free shipping over $150.00']);
    expect(show([promotion({ thresholdStatus: 'Above Threshold', distanceFromConditionThreshold: 20 })])).toEqual(['You are $20.00 away from free shipping']);
    expect(show([promotion({ thresholdStatus: 'Threshold Reached', distanceFromConditionThreshold: 0 })])).toEqual(['You have earned free shipping']);
  });

  it('ignore a callout that does not split into exactly three parts', () => {
    expect(splitCallout('a|b')).toBeNull();
    expect(splitCallout('a|b|c|d')).toBeNull();
    expect(show([promotion({ calloutMsg: 'Only one part' })])).toEqual([]);
  });

  it('leave out dismissed promotions and those meant for another display context', () => {
    const other = promotion({ promotionId: 'ORDER-SPEND-SAVE', calloutMsg: 'Spend more|Almost|Saved' });
    expect(show([promotion(), other], ['SHIPPING-FREE-STANDARD'])).toEqual(['Spend more']);
    const cartOnly = { ...other, displayContexts: ['cart'] } as ApproachingPromotion;
    expect(show([cartOnly], [], 'cart')).toEqual(['Spend more']);
    expect(show([cartOnly], [], 'mini-cart')).toEqual([]);
  });
});
