import { describe, expect, it } from 'vitest';
import { dateFormatOf, dateHint, formatDate } from './dates';

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

describe('dateFormatOf and dateHint', () => {
  const letters = {
    en: { day: 'DD', month: 'MM', year: 'YYYY' },
    fr: { day: 'JJ', month: 'MM', year: 'AAAA' },
    de: { day: 'TT', month: 'MM', year: 'JJJJ' },
    nb: { day: 'DD', month: 'MM', year: 'ÅÅÅÅ' },
  } as const;

  it.each([
    ['en-us', 'en', 'MM/DD/YYYY'],
    ['en-gb', 'en', 'DD/MM/YYYY'],
    ['en-ca', 'en', 'YYYY-MM-DD'],
    ['fr-ca', 'fr', 'AAAA-MM-JJ'],
    ['de-de', 'de', 'TT.MM.JJJJ'],
    ['nb-no', 'nb', 'DD.MM.ÅÅÅÅ'],
  ] as const)('hints %s dates in its own order and letters', (locale, language, hint) => {
    expect(dateHint(dateFormatOf(locale), letters[language])).toBe(hint);
  });
});
