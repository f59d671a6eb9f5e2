import { describe, expect, it } from 'vitest';
import { signUpConfig } from '../site/sign-up-config';
import { getSite } from '../site/sites';
import { validatePostalCode } from './postal-code';

const config = (locale: string) => signUpConfig(getSite(locale)!);

describe('validatePostalCode', () => {
  it.each([
    ['en-us', '80302', true], ['en-us', '80302-1234', true], ['en-us', '8030', false], ['en-us', 'K1A 0B1', false],
    ['en-ca', 'K1A 0B1', true], ['fr-ca', 'h2x1y4', true], ['en-ca', 'D1A 0B1', false], ['en-ca', '80302', false],
    ['en-gb', 'SW1A 1AA', true], ['en-gb', 'M1 1AE', true], ['en-gb', 'SW1A', false],
    ['de-de', '10115', true], ['de-de', '1011', false],
    ['nb-no', '0150', true], ['nb-no', '01500', false],
  ])('%s: %s valid is %s', (locale, code, valid) => {
    expect(validatePostalCode(code, config(locale)) === null).toBe(valid);
  });

  it('is optional unless required', () => {
    expect(validatePostalCode(' ', config('en-us'))).toBeNull();
    expect(validatePostalCode(' ', config('en-us'), true)?.key).toBe('validation.required');
  });
});
