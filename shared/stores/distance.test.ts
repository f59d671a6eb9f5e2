import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';
import { storeSearchBody } from './place';

describe('formatDistance', () => {
  it('says miles where the market counts in miles, kilometres elsewhere, in the locale’s digits', () => {
    expect(formatDistance(16.09344, { country: 'US' }, 'en-US')).toBe('10\u00a0mi');
    expect(formatDistance(16.09344, { country: 'GB' }, 'en-GB')).toBe('10\u00a0mi');
    expect(formatDistance(3.75, { country: 'CA' }, 'fr-CA')).toBe('3,8\u00a0km');
    expect(formatDistance(3.75, { country: 'DE' }, 'de-DE')).toBe('3,8\u00a0km');
  });
});

describe('storeSearchBody', () => {
  it('asks by postal code when the place has a digit, else by city, and never asks for stock', () => {
    expect(storeSearchBody('80331')).toEqual({ postalCode: '80331' });
    expect(storeSearchBody('SW1A 1AA')).toEqual({ postalCode: 'SW1A 1AA' });
    expect(storeSearchBody('München')).toEqual({ city: 'München' });
  });
});
