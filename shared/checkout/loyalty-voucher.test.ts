import { describe, expect, it } from 'vitest';
import { shownVoucher } from './loyalty-voucher';

const voucher = (points: number, extra: { available?: boolean; eligible?: boolean } = {}) => ({ points, amountInCurrency: points / 100, available: true, eligible: true, ...extra });

describe('the loyalty voucher shown at checkout', () => {
  it('is the one costing the most points the member can afford', () => {
    const vouchers = [voucher(2500), voucher(500), voucher(1000)];
    expect(shownVoucher({ currentLoyaltyPoints: 3000, applicableLoyaltyVouchers: vouchers })?.points).toBe(2500);
    expect(shownVoucher({ currentLoyaltyPoints: 2499, applicableLoyaltyVouchers: vouchers })?.points).toBe(1000);
    expect(shownVoucher({ currentLoyaltyPoints: 500, applicableLoyaltyVouchers: vouchers })?.points).toBe(500);
  });

  it('skips vouchers that are not available or not eligible for the basket', () => {
    const vouchers = [voucher(500), voucher(1000, { eligible: false }), voucher(2500, { available: false })];
    expect(shownVoucher({ currentLoyaltyPoints: 5000, applicableLoyaltyVouchers: vouchers })?.points).toBe(500);
  });

  it('is none when the member cannot afford any, or none qualifies', () => {
    expect(shownVoucher({ currentLoyaltyPoints: 499, applicableLoyaltyVouchers: [voucher(500), voucher(1000)] })).toBeNull();
    expect(shownVoucher({ currentLoyaltyPoints: 5000, applicableLoyaltyVouchers: [] })).toBeNull();
    expect(shownVoucher({ currentLoyaltyPoints: 5000, applicableLoyaltyVouchers: [voucher(500, { eligible: false })] })).toBeNull();
  });
});
