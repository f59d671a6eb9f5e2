import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, roundPercent } from './money';

describe('formatMoney', () => {
  it.each([
    [149, 'USD', 'en', '$149.00'],
    [1234.5, 'USD', 'en', '$1,234.50'],
    [199, 'CAD', 'en', 'CAD\u00a0199.00'],
    [199, 'CAD', 'fr', 'CAD\u00a0199,00'],
    [129, 'GBP', 'en', '£129.00'],
    [1149.95, 'EUR', 'de', '1.149,95\u00a0€'],
    [1699, 'NOK', 'nb', '1\u00a0699,00\u00a0kr'],
  ])('formats %s %s for %s as %s', (amount, currency, language, expected) => {
    expect(formatMoney(amount, { currency, language })).toBe(expected);
  });

  it.each([
    [-2.5, 'USD', 'en', '\u2212$2.50'],
    [-7.95, 'CAD', 'fr', '\u2212CAD\u00a07,95'],
    [-2.5, 'EUR', 'de', '\u22122,50\u00a0€'],
    [-25, 'NOK', 'nb', '\u221225,00\u00a0kr'],
    [-1234.5, 'GBP', 'en', '\u2212£1,234.50'],
  ])('writes %s %s for %s with a minus sign before the currency: %s', (amount, currency, language, expected) => {
    expect(formatMoney(amount, { currency, language })).toBe(expected);
  });

  it('never writes a hyphen or a negative zero', () => {
    expect(formatMoney(-0.001, { currency: 'USD', language: 'en' })).toBe('$0.00');
    expect(formatMoney(-3, { currency: 'USD', language: 'en' })).not.toContain('-');
  });

  it('formats minor units once converted', () => {
    expect(formatMinor(-250, { currency: 'USD', language: 'en' })).toBe('\u2212$2.50');
    expect(formatMinor(169900, { currency: 'NOK', language: 'nb' })).toBe('1\u00a0699,00\u00a0kr');
  });

  it('shows the code for CAD and for currencies it has no symbol for', () => {
    expect(formatMoney(10, { currency: 'CHF', language: 'en' })).toBe('CHF\u00a010.00');
  });
});

describe('roundPercent', () => {
  it('rounds to one decimal', () => {
    expect(roundPercent(33.333)).toBe(33.3);
    expect(roundPercent(12.25)).toBe(12.3);
  });
});
