import { describe, expect, it, vi } from 'vitest';
import { BASE_CATALOG_SIZE, MAX_CATALOG_SIZE } from '../data/catalog';
import { catalogSizeFrom, configureCatalog, configuredCatalogSize, currentSeedVersion } from './seed-version';

// The migrations are .sql text modules, which only the workers bundler loads (vi.mock is hoisted).
vi.mock('./migrate', () => ({ MIGRATIONS: [{ name: '0001_init.sql', sql: '' }] }));

describe('SEED_PRODUCTS', () => {
  it('defaults to the base catalogue and clamps to its bounds', () => {
    expect(catalogSizeFrom(undefined)).toBe(BASE_CATALOG_SIZE);
    expect(catalogSizeFrom('lots')).toBe(BASE_CATALOG_SIZE);
    expect(catalogSizeFrom('1000')).toBe(1000);
    expect(catalogSizeFrom('12')).toBe(BASE_CATALOG_SIZE);
    expect(catalogSizeFrom('999999')).toBe(MAX_CATALOG_SIZE);
  });

  it('is part of the seed version, so changing it reseeds', () => {
    configureCatalog({});
    const base = currentSeedVersion();
    configureCatalog({ SEED_PRODUCTS: '1000' });
    expect(configuredCatalogSize()).toBe(1000);
    expect(currentSeedVersion()).not.toBe(base);
    configureCatalog({});
    expect(currentSeedVersion()).toBe(base);
  });
});
