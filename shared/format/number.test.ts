import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent } from './number';

describe('formatPercent', () => {
  it('writes the number in the locale’s digits, at most one decimal', () => {
    expect(formatPercent(33.3, 'en-US')).toBe('33.3');
    expect(formatPercent(33.3, 'de-DE')).toBe('33,3');
    expect(formatPercent(20, 'fr-CA')).toBe('20');
  });
});

describe('formatDecimal', () => {
  it('fixes the decimals when asked', () => {
    expect(formatDecimal(4, 'en-US', 1)).toBe('4.0');
    expect(formatDecimal(4.25, 'nb-NO', 1)).toBe('4,3');
    expect(formatDecimal(4.5, 'de-DE')).toBe('4,5');
  });
});
