import { describe, expect, it } from 'vitest';
import { StoreSchema } from '../../shared/location/schemas/stores';
import { SITES } from '../../shared/site';
import { distanceKm, findStores, postalPosition, SEARCH_RADIUS_KM, storeStock, STORES } from './stores';

describe('store fixtures', () => {
  it('has about twenty valid stores covering every site country', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(18);
    expect(new Set(STORES.map((s) => s.storeId)).size).toBe(STORES.length);
    for (const site of SITES) expect(STORES.some((s) => s.address.country === site.country)).toBe(true);
    for (const { lat: _lat, lon: _lon, cityAliases: _aliases, openingHours, ...store } of STORES) StoreSchema.parse({ ...store, openingHours: [...openingHours] });
  });

  it('gives every site several stores, each with its week and a time zone the runtime knows', () => {
    for (const site of SITES) expect(STORES.filter((s) => s.address.country === site.country).length, site.locale).toBeGreaterThanOrEqual(5);
    for (const store of STORES) {
      expect(store.openingHours.length, store.storeId).toBeGreaterThanOrEqual(6);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: store.timeZone }), store.storeId).not.toThrow();
    }
  });

  it('places each store near its own postal code', () => {
    for (const store of STORES) {
      const position = postalPosition(store.address.country, store.address.postalCode);
      expect(position, store.storeId).toBeDefined();
      expect(distanceKm(position!, [store.lat, store.lon]), store.storeId).toBeLessThan(60);
    }
  });
});

describe('findStores', () => {
  it('ranks by distance within the country and radius', () => {
    const stores = findStores({ country: 'US', postalCode: '80302' });
    expect(stores[0]!.storeId).toBe('US-BOU-01');
    expect(stores[1]!.storeId).toBe('US-DEN-01');
    for (const store of stores) {
      expect(store.address.country).toBe('US');
      expect(store.distanceKm).toBeLessThanOrEqual(SEARCH_RADIUS_KM);
    }
  });

  it('reads GB outward codes by their letters', () => {
    expect(findStores({ country: 'GB', postalCode: 'eh1 1yz' })[0]!.storeId).toBe('GB-EDI-01');
    expect(postalPosition('GB', 'ZZ1 1AA')).toBeUndefined();
  });

  it('matches a city case- and accent-insensitively, or by an alias', () => {
    expect(findStores({ country: 'DE', city: 'KÖLN' }).map((s) => s.storeId)).toEqual(['DE-CGN-01']);
    expect(findStores({ country: 'DE', city: 'cologne' }).map((s) => s.storeId)).toEqual(['DE-CGN-01']);
    expect(findStores({ country: 'NO', city: 'tromso' }).map((s) => s.storeId)).toEqual(['NO-TOS-01']);
    expect(findStores({ country: 'US', city: 'Oslo' })).toEqual([]);
  });

  it('keeps collection points to stores that hand out orders', () => {
    expect(findStores({ country: 'NO', city: 'Tromsø', pickupOnly: true })).toEqual([]);
    for (const store of findStores({ country: 'US', postalCode: '80202', pickupOnly: true })) expect(store.pickupAvailable).toBe(true);
  });

  it('reads free text as a postal code when it has a digit and places, else as part of a name, street, city or code', () => {
    expect(findStores({ country: 'US', text: '80302' }).map((s) => s.storeId)).toEqual(['US-BOU-01', 'US-DEN-01']);
    expect(findStores({ country: 'US', text: '80302' })[0]!.distanceKm).toBeDefined();
    expect(findStores({ country: 'US', text: 'soho' }).map((s) => s.storeId)).toEqual(['US-NYC-01']);
    expect(findStores({ country: 'US', text: 'wynkoop' }).map((s) => s.storeId)).toEqual(['US-DEN-01']);
    expect(findStores({ country: 'DE', text: 'koln' }).map((s) => s.storeId)).toEqual(['DE-CGN-01']);
    expect(findStores({ country: 'GB', text: 'wc2e 9ly' })[0]!.storeId).toBe('GB-LON-01');
    expect(findStores({ country: 'GB', text: 'long acre' }).map((s) => s.storeId)).toEqual(['GB-LON-01']);
    expect(findStores({ country: 'US', text: 'Oslo' })).toEqual([]);
  });

  it('ranks by distance from coordinates, narrowed by text when given', () => {
    const near = findStores({ country: 'US', near: [40.02, -105.27] });
    expect(near.map((s) => s.storeId)).toEqual(['US-BOU-01', 'US-DEN-01']);
    expect(near[0]!.distanceKm).toBeLessThan(2);
    expect(findStores({ country: 'US', near: [40.02, -105.27], text: 'denver' }).map((s) => s.storeId)).toEqual(['US-DEN-01']);
  });

  it('finds nothing far from every store', () => {
    expect(findStores({ country: 'US', postalCode: '75001' })).toEqual([]);
  });
});

describe('storeStock', () => {
  it('is deterministic per store and sku, with some stores empty', () => {
    const quantities = STORES.map((store) => storeStock(store.storeId, 'JK123456001-M', 30).quantity);
    expect(STORES.map((store) => storeStock(store.storeId, 'JK123456001-M', 30).quantity)).toEqual(quantities);
    expect(quantities.some((q) => q === 0)).toBe(true);
    expect(quantities.some((q) => q > 0)).toBe(true);
    expect(Math.max(...quantities)).toBeLessThanOrEqual(12);
  });

  it('rarely has a style that is sold out online', () => {
    const many = Array.from({ length: 200 }, (_, i) => storeStock(`S-${i}`, 'JK123456001-M', 0).quantity);
    expect(many.filter((q) => q > 0).length).toBeLessThan(60);
    expect(Math.max(...many)).toBeLessThanOrEqual(2);
  });
});
