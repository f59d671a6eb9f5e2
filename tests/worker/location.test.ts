import { describe, expect, it } from 'vitest';
import { VisitorLocationSchema } from '../../shared/location/schemas/location';
import { request } from './helpers';

const PRODUCTION = { ENVIRONMENT: 'production' } as const;

async function located(path: string, cf?: { country: string }, overrides = {}) {
  const response = await request(path, cf ? ({ cf } as RequestInit) : undefined, overrides);
  return { response, body: VisitorLocationSchema.parse(await response.json()) };
}

describe('GET /fapi/location', () => {
  it('reads the country from the connection in production, never cached', async () => {
    const { response, body } = await located('/fapi/location', { country: 'DE' }, PRODUCTION);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({
      country: 'DE',
      sites: [{ locale: 'de-de', prompt: 'Es sieht so aus, als wären Sie in Deutschland. Möchten Sie zu Ridgeline Deutschland wechseln?' }],
    });
  });

  it('asks in each Canadian site’s own language', async () => {
    const { body } = await located('/en-us/fapi/location', { country: 'CA' }, PRODUCTION);
    expect(body.sites).toEqual([
      { locale: 'en-ca', prompt: 'It looks like you’re in Canada. Would you like to go to Ridgeline Canada (English)?' },
      { locale: 'fr-ca', prompt: 'Il semble que vous soyez au Canada. Voulez-vous aller sur Ridgeline Canada (français) ?' },
    ]);
  });

  it('never trusts the client about where it is in production', async () => {
    const { body } = await located('/fapi/location?country=NO', { country: 'US' }, { ...PRODUCTION });
    expect(body.country).toBe('US');
    const forged = await request('/fapi/location', { headers: { 'cf-ipcountry': 'NO' } }, PRODUCTION);
    expect(VisitorLocationSchema.parse(await forged.json())).toEqual({ country: null, sites: [] });
  });

  it('names no country for an unknown or anonymised connection, and no site for a country we do not sell in', async () => {
    for (const country of ['XX', 'T1']) expect((await located('/fapi/location', { country }, PRODUCTION)).body).toEqual({ country: null, sites: [] });
    expect((await located('/fapi/location', { country: 'JP' }, PRODUCTION)).body).toEqual({ country: 'JP', sites: [] });
  });

  it('in development takes only the test parameter, since wrangler dev places every visitor in one spot', async () => {
    expect((await located('/fapi/location?country=NO', { country: 'US' })).body).toMatchObject({ country: 'NO', sites: [{ locale: 'nb-no' }] });
    expect((await located('/fapi/location', { country: 'US' })).body).toEqual({ country: null, sites: [] });
    expect((await located('/fapi/location?country=norway')).body).toEqual({ country: null, sites: [] });
  });
});

describe('pages and the location question', () => {
  it('render the same for visitors of any country, so the HTML cache shares them', async () => {
    const path = '/en-us/c/tents-40102';
    const german = await request(path, { cf: { country: 'DE' } } as RequestInit, PRODUCTION);
    const american = await request(path, { cf: { country: 'US' } } as RequestInit, PRODUCTION);
    expect([german.status, american.status]).toEqual([200, 200]);
    expect(german.headers.get('x-cache-key')).toBe(american.headers.get('x-cache-key'));
    // Nothing of the question is in any page: the browser asks for it after hydration.
    for (const html of [await german.text(), await american.text()]) {
      expect(html).not.toContain('location-confirmation');
      expect(html).not.toContain('It looks like you’re in');
    }
  });
});
