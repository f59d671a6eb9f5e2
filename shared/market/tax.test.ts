import { describe, expect, it } from 'vitest';
import { CANADA_TAX, US_STATE_TAX, percentOf, rateOf, taxOn, type TaxRegime } from './tax';

const canada: TaxRegime = { kind: 'sales', regions: CANADA_TAX, defaultRegion: 'ON' };
const us: TaxRegime = { kind: 'sales', regions: US_STATE_TAX, defaultRegion: 'CA' };

describe('rateOf', () => {
  it.each([
    ['AB', 5],
    ['ON', 13],
    ['QC', 14.975],
    ['NS', 14],
    ['NB', 15],
    ['NL', 15],
    ['PE', 15],
    ['BC', 12],
    ['MB', 12],
    ['SK', 11],
    ['YT', 5],
    ['NT', 5],
    ['NU', 5],
  ])('charges %s its GST, HST or GST plus provincial tax: %s %%', (province, percent) => {
    const rate = rateOf(canada, province);
    expect(rate).toMatchObject({ included: false, region: province });
    expect(percentOf(rate)).toBe(percent);
  });

  it('names Québec’s two taxes apart while charging them as one rate', () => {
    expect(rateOf(canada, 'QC').components).toEqual([{ name: 'GST', pcm: 5000 }, { name: 'QST', pcm: 9975 }]);
  });

  it.each([
    ['CO', 2.9],
    ['CA', 7.25],
    ['NY', 4],
    ['TX', 6.25],
    ['MN', 6.875],
    ['OR', 0],
    ['MT', 0],
    ['NH', 0],
    ['DE', 0],
    ['AK', 0],
  ])('charges %s its state base rate: %s %%', (stateCode, percent) => {
    expect(percentOf(rateOf(us, stateCode))).toBe(percent);
  });

  it('lists every state and DC', () => {
    expect(Object.keys(US_STATE_TAX)).toHaveLength(51);
  });

  it('falls back to the market default before an address is known or for a region it does not list', () => {
    expect(rateOf(us, undefined).region).toBe('CA');
    expect(rateOf(us, '').region).toBe('CA');
    expect(rateOf(canada, 'XX').region).toBe('ON');
    expect(rateOf(canada, ' qc ').region).toBe('QC');
  });

  it('reads VAT as included, whatever the region', () => {
    expect(rateOf({ kind: 'vat', pcm: 19000 }, 'BY')).toEqual({ included: true, pcm: 19000, region: null, components: [{ name: 'VAT', pcm: 19000 }] });
  });
});

describe('taxOn', () => {
  it('takes the VAT out of a VAT-inclusive price', () => {
    expect(taxOn(11900, { included: true, pcm: 19000 }, 'EUR')).toBe(1900);
    expect(taxOn(12000, { included: true, pcm: 20000 }, 'GBP')).toBe(2000);
    // €19.99 holds 319.17 cents of VAT.
    expect(taxOn(1999, { included: true, pcm: 19000 }, 'EUR')).toBe(319);
  });

  it('adds sales tax on top, rounding half a cent up', () => {
    expect(taxOn(10000, { included: false, pcm: 13000 }, 'CAD')).toBe(1300);
    // $12.50 at 7.25 % is 90.625 cents.
    expect(taxOn(1250, { included: false, pcm: 7250 }, 'USD')).toBe(91);
    // $10.00 at 2.9 % is exactly 29 cents; at 14.975 % CAD 10.10 is 151.2475 cents.
    expect(taxOn(1000, { included: false, pcm: 2900 }, 'USD')).toBe(29);
    expect(taxOn(1010, { included: false, pcm: 14975 }, 'CAD')).toBe(151);
    expect(taxOn(5000, { included: false, pcm: 0 }, 'USD')).toBe(0);
  });

  it('rounds Norwegian VAT to whole kroner', () => {
    // 799 kr holds 159.80 kr of VAT: 160 kr.
    expect(taxOn(79900, { included: true, pcm: 25000 }, 'NOK')).toBe(16000);
    expect(taxOn(129900, { included: true, pcm: 25000 }, 'NOK')).toBe(26000);
  });
});
