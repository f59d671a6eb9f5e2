import { describe, expect, it } from 'vitest';
import { request } from './helpers';

// The store locator and a store's page: searched as a GET so results are links, refused at the
// URL when the place is no place, and a store of another country (or none) is page-not-found.

const storeIdsIn = (html: string) => [...html.matchAll(/data-store-id="([^"]+)"/g)].map((match) => match[1]);

describe('the store locator', () => {
  it('keeps the editors’ store-locator page above a search form that works as a plain GET', async () => {
    const response = await request('/en-us/store-locator');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-block="hero"');
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/en-us\/store-locator"/);
    expect(html).toContain('name="q"');
    expect(storeIdsIn(html)).toEqual([]);
    // The file's first page renders cold (the mocks migrate and seed on it): more than the default 5 s under load.
  }, 30_000);

  it('finds the stores near a German postal code, nearest first, in kilometres with today’s hours in German', async () => {
    const response = await request('/de-de/store-locator?q=80331');
    expect(response.status).toBe(200);
    const html = await response.text();
    const ids = storeIdsIn(html);
    expect(ids[0]).toBe('DE-MUC-01');
    expect(ids.every((id) => id?.startsWith('DE-'))).toBe(true);
    expect(html).toContain('href="/de-de/stores/DE-MUC-01"');
    expect(html).toMatch(/\d+(,\d)?\u00a0km entfernt/);
    expect(html).toMatch(/Heute: 10:00–(18|20):00|Heute geschlossen/);
    expect(html).toContain('Montag');
    expect(html).toContain('Als meine Filiale festlegen');
  });

  it('says distances in miles on the US site, and finds a city by its name', async () => {
    const byCode = await (await request('/en-us/store-locator?q=98101')).text();
    expect(storeIdsIn(byCode)[0]).toBe('US-SEA-01');
    expect(byCode).toMatch(/\d+(\.\d)?\u00a0mi away/);
    const byCity = await request('/en-us/store-locator?q=Seattle');
    expect(byCity.status).toBe(200);
    expect(storeIdsIn(await byCity.text())).toEqual(['US-SEA-01']);
  });

  it('finds the stores near a position "use my location" gave, nearest first, without writing the position back', async () => {
    const response = await request('/nb-no/store-locator?q=63.43,10.39');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(storeIdsIn(html)[0]).toBe('NO-TRD-01');
    expect(html).toContain('Butikker nær deg');
    expect(html).not.toContain('value="63.43,10.39"');
    expect(html).toMatch(/\d+(,\d)?\u00a0km unna/);
  });

  it('answers a place with no store near it with the empty state, in the page’s language', async () => {
    const response = await request('/nb-no/store-locator?q=Atlantis');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Fant ingen butikker nær «Atlantis»');
  });

  it.each(['x', ' ', 'a'.repeat(61)])('refuses the place %j with 400 and says why, before asking the stores API', async (q) => {
    const response = await request(`/fr-ca/store-locator?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Saisissez un code postal ou une ville de 2 à 60 caractères.');
    expect(html).toContain('aria-invalid="true"');
  });

  it('writes a typed place back as text, never as markup', async () => {
    const html = await (await request(`/en-us/store-locator?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text();
    expect(html).not.toContain('<img src=x');
  });
});

describe('a store’s page', () => {
  it('shows the address, the week, the phone, a plain map link and "set as my store"', async () => {
    const response = await request('/de-de/stores/DE-MUC-01');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="page-title">Ridgeline München</h1>');
    expect(html).toContain('Kaufingerstraße 15');
    expect(html).toContain('href="tel:+498955501234"');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=48.1387&amp;mlon=11.5703#map=17/48.1387/11.5703"');
    expect(html).not.toMatch(/<iframe|<script[^>]+openstreetmap/);
    expect(html).toMatch(/Sonntag<\/th><td>Geschlossen/);
    expect(html).toContain('Als meine Filiale festlegen');
  });

  it('takes the store id in any case', async () => {
    expect((await request('/de-de/stores/de-muc-01')).status).toBe(200);
  });

  it.each(['/en-us/stores/DE-MUC-01', '/en-us/stores/US-NOPE-99', '/en-us/stores/not%20a%20store', '/en-us/stores/US-SEA-01/more'])('answers %s with the page-not-found page', async (path) => {
    const response = await request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  it('sends /stores on its own to the locator', async () => {
    const response = await request('/en-us/stores', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/en-us\/store-locator$/);
  });
});
