import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVORITES_PAGE_SIZE, favoritesConfig } from './load-favorites';

describe('favoritesConfig', () => {
  it('defaults to on with a page size of 24', () => {
    expect(favoritesConfig({})).toEqual({ enabled: true, pageSize: DEFAULT_FAVORITES_PAGE_SIZE });
    expect(DEFAULT_FAVORITES_PAGE_SIZE).toBe(24);
  });

  it('reads the page size and the switch from the vars', () => {
    expect(favoritesConfig({ FAVORITES_PAGE_SIZE: '12', FEATURE_FAVORITES: 'false' })).toEqual({ enabled: false, pageSize: 12 });
    expect(favoritesConfig({ FEATURE_FAVORITES: ' OFF ' }).enabled).toBe(false);
  });

  it('falls back to the defaults for malformed values', () => {
    expect(favoritesConfig({ FAVORITES_PAGE_SIZE: 'lots', FEATURE_FAVORITES: 'maybe' })).toEqual({ enabled: true, pageSize: 24 });
    expect(favoritesConfig({ FAVORITES_PAGE_SIZE: '0' }).pageSize).toBe(24);
    expect(favoritesConfig({ FAVORITES_PAGE_SIZE: '5000' }).pageSize).toBe(24);
  });
});
