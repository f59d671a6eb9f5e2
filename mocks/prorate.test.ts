import { describe, expect, it } from 'vitest';
import { prorate } from './prorate';

describe('proration', () => {
  it('splits in whole steps that add up, the leftover to the largest remainders, earlier lines first on a tie', () => {
    expect(prorate(1000, [1000, 1000, 1000], 1)).toEqual([334, 333, 333]);
    expect(prorate(10000, [100000, 100000, 100000], 100)).toEqual([3400, 3300, 3300]);
    expect(prorate(30000, [100000, 100000, 100000], 100)).toEqual([10000, 10000, 10000]);
    expect(prorate(1000, [29800, 4249], 1)).toEqual([875, 125]);
    expect(prorate(500, [0, 0], 1)).toEqual([0, 0]);
  });
});
