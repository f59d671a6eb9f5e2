import { describe, expect, it } from 'vitest';
import { messageSlot } from './message-slot';

describe('messageSlot', () => {
  it('shows a promo error at the promo code field it came from', () => {
    expect(messageSlot('PRM130', { atInput: true })).toBe('coupon');
    expect(messageSlot('GC_INVALID2', { atInput: true })).toBe('coupon');
  });

  it('shows a line error beside that line', () => {
    expect(messageSlot('ITEM_NOT_AVAILABLE', { itemId: 'item1' })).toBe('item');
  });

  it('shows every other error at the top, also when the coupon or a line asked', () => {
    expect(messageSlot('INVALID_CUSTOMER', { atInput: true })).toBe('top');
    expect(messageSlot('GEN500', { atInput: true })).toBe('top');
    expect(messageSlot('GEN500', { itemId: 'item1' })).toBe('top');
    expect(messageSlot('ITEM_NOT_AVAILABLE', { atInput: true })).toBe('top');
    expect(messageSlot('PRM130', {})).toBe('top');
  });
});
