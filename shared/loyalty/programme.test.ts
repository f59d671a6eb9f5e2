import { describe, expect, it } from 'vitest';
import { pointsEarned, voucherAmount, voucherTiers, WELCOME_BONUS_POINTS } from './programme';

describe('pointsEarned', () => {
  it.each<[number, string, number]>([
    [12999, 'USD', 129],
    [99, 'USD', 0],
    [10000, 'CAD', 100],
    [4995, 'GBP', 49],
    [100000, 'EUR', 1000],
    [129900, 'NOK', 129],
    [999, 'NOK', 0],
    [-500, 'USD', 0],
  ])('%i minor units of %s earn %i points', (spend, currency, points) => {
    expect(pointsEarned(spend, currency)).toBe(points);
  });
});

describe('voucher tiers', () => {
  it('are worth a unit per 100 points, ten kroner in Norway', () => {
    expect(voucherTiers('USD')).toEqual([{ points: 500, amountInCurrency: 5 }, { points: 1000, amountInCurrency: 10 }, { points: 2500, amountInCurrency: 25 }]);
    expect(voucherTiers('NOK').map((tier) => tier.amountInCurrency)).toEqual([50, 100, 250]);
    expect(voucherAmount(2500, 'EUR')).toBe(25);
  });
  it('open the first voucher with the welcome bonus alone', () => {
    expect(voucherTiers('GBP')[0]!.points).toBeLessThanOrEqual(WELCOME_BONUS_POINTS);
  });
});
