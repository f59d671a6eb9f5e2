import { describe, expect, it } from 'vitest';
import { SITES } from '../site/sites';
import { deliveryCost, marketOf, pricesIncludeTax, taxRateOf } from './markets';
import { currencyRule, divideRounded, roundMinor, toMajor, toMinor } from './currency';

describe('marketOf', () => {
  it('gives every site a market in the site’s own currency', () => {
    for (const site of SITES) expect(marketOf(site).currency).toBe(site.currency);
  });

  it('states each market’s free-shipping threshold once, in minor units', () => {
    expect(SITES.map((site) => [site.locale, marketOf(site).freeShipping.threshold])).toEqual([
      ['en-us', 9900],
      ['en-ca', 12900],
      ['fr-ca', 12900],
      ['en-gb', 7500],
      ['de-de', 8900],
      ['nb-no', 99900],
    ]);
  });

  it('tells the shopper how close they are before the threshold, never after it', () => {
    for (const site of SITES) {
      const { threshold, displayFrom } = marketOf(site).freeShipping;
      expect(displayFrom).toBeGreaterThan(0);
      expect(displayFrom).toBeLessThan(threshold);
    }
  });

  it('charges NOK amounts in whole kroner', () => {
    for (const site of SITES) {
      const market = marketOf(site);
      const { step } = currencyRule(market.currency);
      for (const amount of [market.freeShipping.threshold, market.freeShipping.displayFrom, ...Object.values(market.delivery)]) expect(amount % step).toBe(0);
    }
  });

  it('refuses a site it does not know', () => {
    expect(() => marketOf({ siteId: 'RL_XX' })).toThrow(/no market/);
  });
});

describe('taxRateOf', () => {
  it('includes VAT in Germany, the UK and Norway', () => {
    const rates = Object.fromEntries(SITES.map((site) => [site.locale, [pricesIncludeTax(site), taxRateOf(site).pcm]]));
    expect(rates).toMatchObject({ 'de-de': [true, 19000], 'en-gb': [true, 20000], 'nb-no': [true, 25000], 'en-us': [false, 7250], 'en-ca': [false, 13000], 'fr-ca': [false, 13000] });
  });

  it('taxes North America by the province or state shipped to', () => {
    expect(taxRateOf({ siteId: 'RL_CA' }, 'QC').pcm).toBe(14975);
    expect(taxRateOf({ siteId: 'RL_US' }, 'OR').pcm).toBe(0);
  });
});

describe('deliveryCost', () => {
  it('prices the paid methods per market and leaves store and e-mail delivery free', () => {
    expect(deliveryCost({ siteId: 'RL_US' }, 'standard')).toBe(795);
    expect(deliveryCost({ siteId: 'RL_NO' }, 'pudo')).toBe(4900);
    expect(deliveryCost({ siteId: 'RL_DE' }, 'pickup')).toBe(0);
    expect(deliveryCost({ siteId: 'RL_GB' }, 'digital')).toBe(0);
  });
});

describe('currency', () => {
  it('converts major units to minor exactly and back', () => {
    expect(toMinor(249.95, 'EUR')).toBe(24995);
    expect(toMinor(0.29, 'USD')).toBe(29);
    expect(toMajor(24995, 'EUR')).toBe(249.95);
  });

  it('rounds a fraction half up, away from zero, to the currency’s step', () => {
    expect(divideRounded(5, 10, 'USD')).toBe(1);
    expect(divideRounded(4, 10, 'USD')).toBe(0);
    expect(divideRounded(-5, 10, 'USD')).toBe(-1);
    expect(divideRounded(15050, 1, 'NOK')).toBe(15100);
    expect(divideRounded(15049, 1, 'NOK')).toBe(15000);
    expect(roundMinor(0.5, 'USD')).toBe(1);
    expect(roundMinor(-149.5, 'NOK')).toBe(-100);
  });
});
