import { describe, expect, it } from 'vitest';
import { formatDateInput, isRealIsoDate, parseDate, validateBirthDate, validateBirthDateIso } from './date';

const today = new Date('2026-06-15T12:00:00Z');

describe('parseDate', () => {
  it.each([
    ['31/12/1990', 'DD/MM/YYYY', '1990-12-31'],
    ['12/31/1990', 'MM/DD/YYYY', '1990-12-31'],
    ['29/02/2000', 'DD/MM/YYYY', '2000-02-29'],
    [' 01/01/1900 ', 'MM/DD/YYYY', '1900-01-01'],
    ['31.12.1990', 'DD.MM.YYYY', '1990-12-31'],
    ['31/12/1990', 'DD.MM.YYYY', '1990-12-31'],
    ['1990-12-31', 'YYYY-MM-DD', '1990-12-31'],
  ] as const)('reads %s in %s as %s', (text, format, iso) => expect(parseDate(text, format)).toBe(iso));

  it.each([
    ['12/31/1990', 'DD/MM/YYYY'],
    ['31/12/1990', 'MM/DD/YYYY'],
    ['29/02/2001', 'DD/MM/YYYY'],
    ['31/04/1990', 'DD/MM/YYYY'],
    ['1/2/1990', 'DD/MM/YYYY'],
    ['1990-12-31', 'DD/MM/YYYY'],
    ['00/01/1990', 'DD/MM/YYYY'],
    ['12.31.1990', 'DD.MM.YYYY'],
    ['31.12.1990', 'YYYY-MM-DD'],
  ] as const)('refuses %s in %s', (text, format) => expect(parseDate(text, format)).toBeNull());

  it('writes a stored date back in the locale format', () => {
    expect(formatDateInput('1990-04-12', 'DD/MM/YYYY')).toBe('12/04/1990');
    expect(formatDateInput('1990-04-12', 'MM/DD/YYYY')).toBe('04/12/1990');
    expect(formatDateInput('1990-04-12', 'DD.MM.YYYY')).toBe('12.04.1990');
    expect(formatDateInput('1990-04-12', 'YYYY-MM-DD')).toBe('1990-04-12');
    expect(isRealIsoDate('1990-02-30')).toBe(false);
    expect(isRealIsoDate('1990-02-28')).toBe(true);
  });
});

describe('validateBirthDate', () => {
  const us = { dateFormat: 'MM/DD/YYYY', minimalAge: 13, birthDateRequired: false } as const;
  const de = { dateFormat: 'DD/MM/YYYY', minimalAge: 16, birthDateRequired: true } as const;

  it.each([
    [us, '', null],
    [us, '06/15/2013', null],
    [us, '06/16/2013', 'PRO410'],
    [us, '12/31/1899', 'PRO410'],
    [de, '', 'PRO411'],
    [de, '15/06/2010', null],
    [de, '16/06/2010', 'PRO410'],
  ] as const)('%o: %s gives %s', (config, text, errorId) => {
    const issue = validateBirthDate(text, config, today);
    expect(issue?.errorId ?? null).toBe(errorId);
  });

  it('names the format for a date that is not one', () => {
    expect(validateBirthDate('31/12/1990', us, today)).toEqual({ key: 'signUp.dateInvalid', values: { format: 'MM/DD/YYYY' } });
  });

  it('words the age with the site minimum', () => {
    expect(validateBirthDateIso('2020-01-01', de, today)).toEqual({ key: 'signUp.ageInvalid', errorId: 'PRO410', values: { age: 16 } });
  });
});
