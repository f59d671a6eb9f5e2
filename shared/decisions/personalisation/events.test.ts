import { describe, expect, it } from 'vitest';
import { PersonalisationEventSchema, recImpressionTokens } from './events';

const products = Array.from({ length: 30 }, (_, index) => ({ recToken: `t${index}` }));

describe('recImpressionTokens (impression cap)', () => {
  it('reports up to 24 for a carousel, stackedCount (default 3) for an upsell and 1 for an upsell click', () => {
    expect(recImpressionTokens(products, { kind: 'carousel' })).toHaveLength(24);
    expect(recImpressionTokens(products.slice(0, 5), { kind: 'carousel' })).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(recImpressionTokens(products, { kind: 'upsell', stackedCount: 5 })).toHaveLength(5);
    expect(recImpressionTokens(products, { kind: 'upsell' })).toEqual(['t0', 't1', 't2']);
    expect(recImpressionTokens(products.slice(7, 8), { kind: 'upsell-click' })).toEqual(['t7']);
  });
});

describe('PersonalisationEventSchema', () => {
  it('accepts the three record events within their limits and nothing else', () => {
    expect(PersonalisationEventSchema.safeParse({ type: 'recClicks', recTokens: ['a'] }).success).toBe(true);
    expect(PersonalisationEventSchema.safeParse({ type: 'pageEvents', pageEvents: ['kitchen_sink_experience'] }).success).toBe(true);
    expect(PersonalisationEventSchema.safeParse({ type: 'recImpressions', recTokens: products.map((product) => product.recToken) }).success).toBe(false);
    expect(PersonalisationEventSchema.safeParse({ type: 'pageEvents', pageEvents: ['<script>'] }).success).toBe(false);
    expect(PersonalisationEventSchema.safeParse({ type: 'purchase', recTokens: ['a'] }).success).toBe(false);
  });
});
