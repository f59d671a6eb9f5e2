import { describe, expect, it } from 'vitest';
import { formatMoney, roundPercent } from './money';

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
