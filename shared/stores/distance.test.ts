import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';
import { coordinatesOf, placeOfPosition, storeSearchBody } from './place';

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

  it('asks by coordinates for a position "use my location" wrote, and takes nothing finer or out of range for one', () => {
    expect(storeSearchBody('59.91,10.75')).toEqual({ latitude: 59.91, longitude: 10.75 });
    expect(storeSearchBody('-33.87,151.21')).toEqual({ latitude: -33.87, longitude: 151.21 });
    expect(placeOfPosition(59.913868, 10.752245)).toBe('59.91,10.75');
    expect(coordinatesOf('59.913868,10.752245')).toBeNull();
    expect(coordinatesOf('95.00,10.00')).toBeNull();
    expect(storeSearchBody('10115')).toEqual({ postalCode: '10115' });
  });
});
