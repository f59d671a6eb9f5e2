import { describe, expect, it } from 'vitest';
import { addressRules } from '../../mocks/data/address-rules';
import type { AddressInput, AddressRules } from './schemas/address';
import { addressProblems, addressSchema, storedPhone } from './address-schema';

const person = { firstName: 'Ada', lastName: "O'Neil-Søren", email: 'ada@example.com' } as const;

/** A good address per country; each bad case below changes one thing in it. */
const GOOD: Readonly<Record<string, AddressInput>> = {
  US: { approachType: 'S', ...person, phone: '(303) 555-0142', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' },
  CA: { approachType: 'S', ...person, phone: '613 555 0100', addressLine1: '24 Sussex Dr', city: 'Ottawa', province: 'ON', postalCode: 'k1m1m4', countryCode: 'CA' },
  GB: { approachType: 'B', ...person, phone: '07700 900123', addressLine1: '10 Downing Street', city: 'London', postalCode: 'sw1a 2aa', countryCode: 'GB' },
  DE: { approachType: 'S', ...person, phone: '030 1234567', addressLine1: 'Unter den Linden 77', city: 'Berlin', postalCode: '10117', countryCode: 'DE' },
  FR: { approachType: 'S', ...person, phone: '01 23 45 67 89', addressLine1: '5 Avenue Anatole France', city: 'Paris', postalCode: '75007', countryCode: 'FR' },
  NO: { approachType: 'B', ...person, phone: '412 34 567', addressLine1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', countryCode: 'NO' },
};

const rulesOf = (country: string, locale = 'en-us'): AddressRules => addressRules(country, locale)!;

function problems(country: string, change: Partial<AddressInput>) {
  const parsed = addressSchema(rulesOf(country)).safeParse({ ...GOOD[country], ...change });
  return parsed.success ? {} : addressProblems(parsed.error);
}

describe('addressSchema with each country’s rules', () => {
  it.each(Object.keys(GOOD))('accepts a good %s address', (country) => {
    expect(addressSchema(rulesOf(country)).safeParse(GOOD[country]).error?.issues).toBeUndefined();
  });

  it.each([
    ['US', { postalCode: '8030' }, 'postalCode', 'invalid'],
    ['US', { postalCode: '80302-12' }, 'postalCode', 'invalid'],
    ['US', { province: '' }, 'province', 'required'],
    ['US', { province: 'ZZ' }, 'province', 'province'],
    ['US', { phone: '(103) 555-0142' }, 'phone', 'phone'],
    ['US', { phone: '303 555 014' }, 'phone', 'phone'],
    ['CA', { postalCode: 'K1M 1M' }, 'postalCode', 'invalid'],
    ['CA', { postalCode: 'D1M 1M4' }, 'postalCode', 'invalid'],
    ['CA', { province: 'XX' }, 'province', 'province'],
    ['GB', { postalCode: '12345' }, 'postalCode', 'invalid'],
    ['GB', { phone: '0770090012' }, 'phone', 'phone'],
    ['DE', { postalCode: '1011' }, 'postalCode', 'invalid'],
    ['DE', { addressLine1: 'Unter den Linden' }, 'addressLine1', 'invalid'],
    ['FR', { postalCode: '7500A' }, 'postalCode', 'invalid'],
    ['FR', { city: 'A city name that is far longer than thirty' }, 'city', 'tooLong'],
    ['NO', { postalCode: '01540' }, 'postalCode', 'invalid'],
    ['NO', { phone: '1234567' }, 'phone', 'phone'],
  ] as const)('refuses a %s address with %o: %s is %s', (country, change, field, kind) => {
    expect(problems(country, change)[field]?.kind).toBe(kind);
  });

  it('normalises what it accepts: masks, upper-casing, the phone in E.164', () => {
    const ca = addressSchema(rulesOf('CA')).parse(GOOD.CA);
    expect(ca.postalCode).toBe('K1M 1M4');
    expect(storedPhone(ca)).toBe('+16135550100');
    const gb = addressSchema(rulesOf('GB')).parse(GOOD.GB);
    expect(gb.postalCode).toBe('SW1A 2AA');
    expect(storedPhone(gb)).toBe('+447700900123');
    expect(addressSchema(rulesOf('FR')).parse(GOOD.FR).city).toBe('PARIS');
  });

  it('refuses rules of another country than the address names', () => {
    expect(addressProblems(addressSchema(rulesOf('US')).safeParse(GOOD.CA).error!).countryCode?.kind).toBe('invalid');
  });

  it('names Canadian provinces in French for fr-ca, with the same codes', () => {
    expect(rulesOf('CA', 'fr-ca').provinces?.find((p) => p.code === 'QC')?.name).toBe('Québec');
    expect(addressSchema(rulesOf('CA', 'fr-ca')).safeParse({ ...GOOD.CA, province: 'QC' }).success).toBe(true);
  });
});

describe('addressSchema with the default rules alone', () => {
  const schema = addressSchema(null);
  const base = { ...GOOD.DE, phone: '+49 30 1234567' };

  it('accepts an address that only meets the defaults', () => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  it.each([
    [{ firstName: 'A' }, 'firstName', 'tooShort'],
    [{ lastName: 'x'.repeat(31) }, 'lastName', 'tooLong'],
    [{ firstName: 'Ada3' }, 'firstName', 'name'],
    [{ lastName: '' }, 'lastName', 'required'],
    [{ email: 'ada@example' }, 'email', 'email'],
    [{ email: '' }, 'email', 'required'],
    [{ phone: '' }, 'phone', 'required'],
    [{ addressLine1: '' }, 'addressLine1', 'required'],
    [{ addressLine1: 'x'.repeat(31) }, 'addressLine1', 'tooLong'],
    [{ addressLine2: 'x'.repeat(31) }, 'addressLine2', 'tooLong'],
    [{ city: '' }, 'city', 'required'],
    [{ city: 'x'.repeat(31) }, 'city', 'tooLong'],
    [{ postalCode: '' }, 'postalCode', 'required'],
    [{ countryCode: '' }, 'countryCode', 'required'],
  ] as const)('refuses %o: %s is %s', (change, field, kind) => {
    const parsed = schema.safeParse({ ...base, ...change });
    expect(parsed.success).toBe(false);
    expect(addressProblems(parsed.error!)[field]?.kind).toBe(kind);
  });

  it('leaves the second line and the province optional', () => {
    expect(schema.safeParse({ ...base, addressLine2: '', province: '' }).success).toBe(true);
  });

  it('accepts accented names and the allowed punctuation', () => {
    expect(schema.safeParse({ ...base, firstName: 'Zoë-Anne', lastName: "d'Ávila, Jr." }).success).toBe(true);
  });

  it('refuses anything that is not an address', () => {
    expect(schema.safeParse({ ...base, approachType: 'X' }).success).toBe(false);
    expect(schema.safeParse({ ...base, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...base, city: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('server rules override the defaults', () => {
  it('a server rule replaces only what it names', () => {
    const rules: AddressRules = { countryCode: 'DE', locale: 'de-de', phoneCode: '49', fields: { addressLine2: { required: true } } };
    const parsed = addressSchema(rules).safeParse({ ...GOOD.DE, addressLine2: '' });
    expect(addressProblems(parsed.error!).addressLine2?.kind).toBe('required');
    // Its maximum of 30 still stands.
    expect(addressProblems(addressSchema(rules).safeParse({ ...GOOD.DE, addressLine2: 'x'.repeat(31) }).error!).addressLine2?.kind).toBe('tooLong');
  });

  it('a pattern that does not compile is no rule', () => {
    const rules: AddressRules = { countryCode: 'DE', locale: 'de-de', phoneCode: '49', fields: { postalCode: { required: true, pattern: '([' } } };
    expect(addressSchema(rules).safeParse({ ...GOOD.DE, postalCode: 'anything' }).success).toBe(true);
  });
});
