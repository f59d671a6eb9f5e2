import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, validatePhone } from './phone';

const site = (phoneCountry: string) => ({ phoneCountry });

describe('parsePhone', () => {
  it.each([
    // typed, site country, stored (E.164), shown on that site
    ['+49 151 12345678', 'DE', '+4915112345678', '1511 - 2345678'],
    ['0151 12345678', 'DE', '+4915112345678', '1511 - 2345678'],
    ['015112345678', 'DE', '+4915112345678', '1511 - 2345678'],
    ['030 12345678', 'DE', '+493012345678', '3012 - 345 - 678'],
    ['0047 412 34 567', 'NO', '+4741234567', '41 - 23 - 45 - 67'],
    ['004741234567', 'NO', '+4741234567', '41 - 23 - 45 - 67'],
    ['412 34 567', 'NO', '+4741234567', '41 - 23 - 45 - 67'],
    ['+1 514 555 0123', 'CA', '+15145550123', '(514) 555 - 0123'],
    ['514.555.0123', 'CA', '+15145550123', '(514) 555 - 0123'],
    ['(202) 555-0143', 'US', '+12025550143', '(202) 555 - 0143'],
    ['1-202-555-0143', 'US', '+12025550143', '(202) 555 - 0143'],
    ['07700 900123', 'GB', '+447700900123', '7700 - 900 - 123'],
    ['+44 07700 900123', 'GB', '+447700900123', '7700 - 900 - 123'],
    // Another country's number on a site keeps its dial code in view.
    ['+1 514 555 0123', 'DE', '+15145550123', '+1 (514) 555 - 0123'],
    ['+49 151 12345678', 'NO', '+4915112345678', '+49 1511 - 2345678'],
    // Ten digits that are no number of the site's country are North American.
    ['2025550143', 'NO', '+12025550143', '+1 (202) 555 - 0143'],
  ])('reads %s on the %s site as %s, shown %s', (typed, country, stored, shown) => {
    const parsed = parsePhone(typed, site(country));
    expect(parsed?.e164).toBe(stored);
    expect(formatPhone(parsed!.e164, site(country))).toBe(shown);
  });

  it.each([
    ['(102) 555-0143', 'US'],
    ['202 555 014', 'US'],
    ['202 555 01434', 'US'],
    ['+99 1234 5678', 'US'],
    ['call me', 'US'],
    ['4123456', 'NO'],
    ['0770090012', 'GB'],
    ['+', 'DE'],
  ])('refuses %s on the %s site', (typed, country) => expect(parsePhone(typed, site(country))).toBeNull());

  it('reads what it shows back as the same number', () => {
    for (const [stored, country] of [['+4915112345678', 'DE'], ['+4741234567', 'NO'], ['+447700900123', 'GB'], ['+15145550123', 'CA'], ['+15145550123', 'DE']] as const) {
      expect(parsePhone(formatPhone(stored, site(country)), site(country))?.e164).toBe(stored);
    }
  });
});

describe('validatePhone', () => {
  it('is "A valid phone number is required" when refused or missing where required', () => {
    expect(validatePhone('', site('US'), false)).toBeNull();
    expect(validatePhone('', site('US'), true)?.key).toBe('signUp.phoneInvalid');
    expect(validatePhone('123', site('US'), false)?.key).toBe('signUp.phoneInvalid');
    expect(validatePhone('202 555 0143', site('US'), true)).toBeNull();
  });
});
