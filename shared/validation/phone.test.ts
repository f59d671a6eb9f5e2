import { describe, expect, it } from 'vitest';
import { signUpConfig } from '../site/sign-up-config';
import { getSite } from '../site/sites';
import { formatPhone, parsePhone, validatePhone } from './phone';

const config = (locale: string) => signUpConfig(getSite(locale)!);

describe('parsePhone', () => {
  it.each([
    // locale, typed, stored
    ['en-us', '(202) 555-0143', '+12025550143'],
    ['en-us', '+1 202 555 0143', '+12025550143'],
    ['en-us', '1-202-555-0143', '+12025550143'],
    ['en-ca', '416.555.0199', '+14165550199'],
    ['en-gb', '07700 900123', '+447700900123'],
    ['en-gb', '+44 07700 900123', '+447700900123'],
    ['en-gb', '+44 7700 900123', '+447700900123'],
    ['de-de', '151 23456789', '+4915123456789'],
    ['de-de', '+49 151 23456789', '+4915123456789'],
    ['nb-no', '412 34 567', '+4741234567'],
    ['nb-no', '+47 412 34 567', '+4741234567'],
    // A ten-digit number that fits no dial code and not the site's own country is North American.
    ['nb-no', '2025550143', '+12025550143'],
  ])('%s reads %s as %s', (locale, typed, stored) => {
    expect(parsePhone(typed, config(locale))?.international).toBe(stored);
  });

  it.each([
    ['en-us', '(102) 555-0143'],
    ['en-us', '202 555 014'],
    ['en-us', '202 555 01434'],
    ['en-us', '+99 1234 5678'],
    ['en-us', 'call me'],
    ['nb-no', '4123456'],
    ['en-gb', '0770090012'],
  ])('%s refuses %s', (locale, typed) => expect(parsePhone(typed, config(locale))).toBeNull());

  it('keeps only the digits before matching', () => {
    expect(parsePhone('tel: 202-555-0143 (mobile)', config('en-us'))?.national).toBe('2025550143');
  });
});

describe('formatPhone', () => {
  it('lays the number in its country mask, North America and the default', () => {
    expect(formatPhone(parsePhone('2025550143', config('en-us'))!)).toBe('(202) 555 - 0143');
    expect(formatPhone(parsePhone('07700900123', config('en-gb'))!)).toBe('7700 - 900 - 123');
  });
});

describe('validatePhone', () => {
  it('is "A valid phone number is required" when refused or missing where required', () => {
    expect(validatePhone('', config('en-us'), false)).toBeNull();
    expect(validatePhone('', config('en-us'), true)?.key).toBe('signUp.phoneInvalid');
    expect(validatePhone('123', config('en-us'), false)?.key).toBe('signUp.phoneInvalid');
    expect(validatePhone('202 555 0143', config('en-us'), true)).toBeNull();
  });
});
