import { describe, expect, it } from 'vitest';
import { UtilityStoresSchema } from '../../shared/in-store';
import { checkAgent, storeDirectory } from './store-directory';

describe('store directory', () => {
  it("lists every store of the site's country, by name, with where it is and when it opens", () => {
    const norway = storeDirectory('NO');
    expect(UtilityStoresSchema.parse({ stores: norway }).stores).toHaveLength(5);
    expect(norway.map((store) => store.name)).toEqual(['Ridgeline Bergen', 'Ridgeline Oslo', 'Ridgeline Stavanger', 'Ridgeline Tromsø', 'Ridgeline Trondheim']);
    expect(norway.find((store) => store.storeId === 'NO-OSL-01')).toMatchObject({ address: { city: 'Oslo', country: 'NO' }, latitude: 59.9114, longitude: 10.7461 });
    for (const country of ['US', 'CA', 'GB', 'DE', 'NO']) expect(storeDirectory(country).every((store) => store.address.country === country && store.hours.length > 0 && store.openingHours?.length && store.timeZone)).toBe(true);
  });
});

describe('agent check', () => {
  it("names the store and the associate when the associate works at a store of the site's country", () => {
    expect(checkAgent('NO', 'NO-OSL-01', 'NO-OSL-01-E2')).toMatchObject({ ok: true, storeName: 'Ridgeline Oslo', storeEmployeeName: expect.any(String) });
  });

  it('refuses a store of another country or none (404) and an associate of another store (400)', () => {
    expect(checkAgent('US', 'NO-OSL-01', 'NO-OSL-01-E2')).toMatchObject({ ok: false, status: 404 });
    expect(checkAgent('NO', 'NO-XXX-01', 'NO-XXX-01-E1')).toMatchObject({ ok: false, status: 404 });
    expect(checkAgent('NO', 'NO-OSL-01', 'NO-BGO-01-E1')).toMatchObject({ ok: false, status: 400 });
  });
});
