import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_QTY } from '../../shared/cart/schemas/cart';
import { lineLimit } from './line-limit';

describe('lineLimit', () => {
  it('lets a line grow while stock and any per-order maximum allow', () => {
    expect(lineLimit({ qty: 2, maxQty: DEFAULT_MAX_QTY, inventory: 4 })).toEqual({ max: 4, reason: null, short: false });
  });

  it('stops at the units left and says it is stock, not a per-order rule', () => {
    expect(lineLimit({ qty: 4, maxQty: DEFAULT_MAX_QTY, inventory: 4 })).toEqual({ max: 4, reason: 'stock', short: false });
  });

  it('names a real per-order maximum when it is tighter than stock', () => {
    expect(lineLimit({ qty: 2, maxQty: 2, inventory: 40 })).toEqual({ max: 2, reason: 'perOrder', short: false });
  });

  it('flags a line wanting more than is left, and one with none left', () => {
    expect(lineLimit({ qty: 4, maxQty: DEFAULT_MAX_QTY, inventory: 3 })).toEqual({ max: 3, reason: 'stock', short: true });
    expect(lineLimit({ qty: 1, maxQty: DEFAULT_MAX_QTY, inventory: 0 })).toEqual({ max: 0, reason: 'stock', short: true });
  });

  it('has no stock limit for a line without inventory (a digital card)', () => {
    expect(lineLimit({ qty: 3, maxQty: DEFAULT_MAX_QTY })).toEqual({ max: DEFAULT_MAX_QTY, reason: null, short: false });
  });
});
