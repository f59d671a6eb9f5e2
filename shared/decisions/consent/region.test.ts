import { describe, expect, it } from 'vitest';
import { parseRegion, regionOf } from './region';

describe('regionOf', () => {
  it.each([
    ['DE', 'EU', 'EMEA'],
    ['GB', 'EU', 'EMEA'],
    ['CH', 'EU', 'EMEA'],
    ['NO', 'EU', 'EMEA'],
    ['UA', 'EU', 'EMEA'],
    ['NG', 'AF', 'EMEA'],
    ['AE', 'AS', 'EMEA'],
    ['IL', 'AS', 'EMEA'],
    ['RE', 'AF', 'EMEA'],
    ['GF', 'SA', 'EMEA'],
    ['US', 'NA', 'NA'],
    ['CA', 'NA', 'NA'],
    ['BR', 'SA', 'LATAM'],
    ['JP', 'AS', 'APAC'],
    ['AU', 'OC', 'APAC'],
  ])('%s on %s is %s', (country, continent, region) => {
    expect(regionOf({ country, continent }, 'NA')).toBe(region);
  });

  it('places an EU country even without a continent, and a continent without a country', () => {
    expect(regionOf({ country: 'fr' }, 'NA')).toBe('EMEA');
    expect(regionOf({ continent: 'AF' }, 'NA')).toBe('EMEA');
  });

  it('falls back to the default region when geo is absent or says nothing', () => {
    expect(regionOf(undefined, 'NA')).toBe('NA');
    expect(regionOf(null, 'EMEA')).toBe('EMEA');
    expect(regionOf({}, 'APAC')).toBe('APAC');
    expect(regionOf({ country: 'XX' }, 'NA')).toBe('NA');
    expect(regionOf({ country: 'T1', continent: 'T1' }, 'EMEA')).toBe('EMEA');
    expect(regionOf({ country: 42, continent: ['EU'] }, 'NA')).toBe('NA');
  });
});

describe('parseRegion', () => {
  it('accepts our region names in any case and nothing else', () => {
    expect(parseRegion('emea')).toBe('EMEA');
    expect(parseRegion(' NA ')).toBe('NA');
    expect(parseRegion('EU')).toBeNull();
    expect(parseRegion(undefined)).toBeNull();
  });
});
