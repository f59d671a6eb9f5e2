import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhoneInput, settlePhoneInput } from './phone-input';

const site = (phoneCountry: string) => ({ phoneCountry });

describe('formatPhoneInput', () => {
  it.each([
    ['202', 'US', '(202'],
    ['2025550', 'US', '(202) 555 - 0'],
    ['12025550143', 'US', '(202) 555 - 0143'],
    ['0151', 'DE', '0151'],
    ['015112345678', 'DE', '01511 2345678'],
    ['03012345678', 'DE', '030 12345678'],
    ['+49151', 'DE', '+49 151'],
    ['0047 41234567', 'NO', '0047 41 23 45 67'],
    ['41234567', 'NO', '41 23 45 67'],
    ['07700900123', 'GB', '07700 900123'],
    ['', 'GB', ''],
    ['call me', 'GB', 'call me'],
  ])('shows %s typed on the %s site as %s', (typed, country, shown) => {
    expect(formatPhoneInput(typed, site(country))).toBe(shown);
  });

  it('formats what it formatted to the same again', () => {
    for (const typed of ['2025550', '2025550143']) {
      const once = formatPhoneInput(typed, site('US'));
      expect(formatPhoneInput(once, site('US'))).toBe(once);
    }
  });
});

describe('settlePhoneInput', () => {
  it.each([
    ['01511 2345678', 'DE', '1511 - 2345678'],
    ['+49 1511 2345678', 'DE', '+49 1511 - 2345678'],
    ['07700 900123', 'GB', '7700 - 900 - 123'],
    ['412 3', 'NO', '412 3'],
  ])('shows %s on the %s site as %s once left', (typed, country, shown) => {
    expect(settlePhoneInput(typed, site(country))).toBe(shown);
  });
});

describe('caretAfterDigits', () => {
  it('keeps the caret after the same digit', () => {
    expect(caretAfterDigits('(202) 555 - 0', 4)).toBe(7);
    expect(caretAfterDigits('(202) 555 - 0', 0)).toBe(0);
    expect(caretAfterDigits('+49151', 0)).toBe(1);
    expect(caretAfterDigits('(202', 9)).toBe(4);
  });
});
