import { describe, expect, it } from 'vitest';
import { PriceSchema } from '../../shared/catalogue/schemas/product';
import { CURRENCIES, priceIn } from './pricing';

describe('per-market shelf prices', () => {
  it('snaps 149 USD to the merchandised price points', () => {
    const full = { usdLow: 149, usdHigh: 149, discount: 0 };
    expect(CURRENCIES.map((currency) => [currency, priceIn(currency, full).lowOriginal])).toEqual([
      ['USD', 149], ['CAD', 199], ['GBP', 129], ['EUR', 149.95], ['NOK', 1699],
    ]);
  });

  it('marks down strictly below the shelf price with a 1-decimal percentage', () => {
    for (const currency of CURRENCIES) {
      const price = PriceSchema.parse(priceIn(currency, { usdLow: 99, usdHigh: 119, discount: 0.3, saleStart: '2026-02-01' }));
      expect(price.lowCurrent).toBeLessThan(price.lowOriginal);
      expect(price.highCurrent).toBeLessThan(price.highOriginal);
      expect(Math.round(price.percentagePriceDiscount * 10) / 10).toBe(price.percentagePriceDiscount);
      expect(price.percentagePriceDiscount).toBeGreaterThan(25);
    }
  });
});
