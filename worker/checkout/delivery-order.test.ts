import { describe, expect, it } from 'vitest';
import { byDeliveryTime, deliveryRank } from './delivery-order';

describe('delivery order', () => {
  it('ranks same day first, then ranges by their first digit, and anything else as one day', () => {
    expect(deliveryRank('Same day')).toBe(0);
    expect(deliveryRank('same day')).toBe(0);
    expect(deliveryRank('3-5 business days')).toBe(3);
    expect(deliveryRank('1-2')).toBe(1);
    expect(deliveryRank('Tomorrow')).toBe(1);
  });

  it('knows same day as the mocks word it for each site', () => {
    for (const sameDay of ['Le jour même', 'Am selben Tag', 'Samme dag']) expect(deliveryRank(sameDay), sameDay).toBe(0);
    expect(deliveryRank('3-5 Werktage')).toBe(3);
  });

  it('sorts soonest first and keeps equals in their order', () => {
    const sorted = byDeliveryTime([
      { code: 'standard', deliveryTime: '3-5 business days' },
      { code: 'pudo', deliveryTime: '2-4 business days' },
      { code: 'pickup', deliveryTime: 'Same day' },
      { code: 'next', deliveryTime: 'Next business day' },
      { code: 'express', deliveryTime: '1-2' },
    ]);
    expect(sorted.map((method) => method.code)).toEqual(['pickup', 'next', 'express', 'pudo', 'standard']);
  });
});
