import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it.each([
    ['en-US', 'March 4, 2026'],
    ['en-GB', '4 March 2026'],
    ['fr-CA', '4 mars 2026'],
    ['de-DE', '4. März 2026'],
    ['nb-NO', '4. mars 2026'],
  ])('writes a date the %s way', (locale, expected) => {
    expect(formatDate('2026-03-04T23:30:00.000Z', locale)).toBe(expected);
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });
});
