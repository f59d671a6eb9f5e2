import { describe, expect, it } from 'vitest';
import { PREPRODUCTION_CLIENT_IP } from '../../worker/upstream';
import { recordingMocks, request, type RecordedCall } from './helpers';

const TILE = /<li><a href="\/en-us\/p\//g;

async function recorded(path: string, overrides: Parameters<typeof request>[2] = {}) {
  const { binding, calls } = recordingMocks();
  const response = await request(path, undefined, { MOCKS: binding, ...overrides });
  const html = await response.text();
  return { response, html, calls };
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.url.pathname === path);

describe('product listing URL state', () => {
  it('ignores bad facet, sort and page parameters: 200, and none of them forwarded', async () => {
    const { response, html, calls } = await recorded('/en-us/c/mens-jackets-10101?sort=cheapest&colour=red&color=%3Cscript%3E&size=&page=abc&price=cheap&brand=acme');
    expect(response.status).toBe(200);
    expect(html.match(TILE)).toHaveLength(48);
    const [catalog, ...more] = callsTo(calls, '/products/v2/catalog');
    expect(more).toHaveLength(0);
    const params = catalog!.url.searchParams;
    expect(params.get('sort')).toBe('relevance');
    expect(params.get('start')).toBe('0');
    expect(params.get('count')).toBe('48');
    for (const name of ['colour', 'color', 'size', 'page', 'price', 'brand']) expect(params.has(name)).toBe(false);
    expect(html).not.toContain('<script>');
  });

  it('forwards valid filters and sort to the catalog call, canonically ordered', async () => {
    const { response, calls } = await recorded('/en-us/c/mens-jackets-10101?size=M&color=navy&color=black&sort=price-asc&gender=men');
    expect(response.status).toBe(200);
    const params = callsTo(calls, '/products/v2/catalog')[0]!.url.searchParams;
    expect(params.getAll('color')).toEqual(['black', 'navy']);
    expect(params.getAll('size')).toEqual(['M']);
    expect(params.getAll('gender')).toEqual(['men']);
    expect(params.get('sort')).toBe('price-asc');
    expect(params.get('categoryId')).toBe('10101');
  });

  it('shows the unfiltered listing, with no filter applied, when the backend does not know a value', async () => {
    // A sort no other test asks for, so the memory cache holds neither listing.
    const { response, html, calls } = await recorded('/en-us/c/gloves-40202?sort=price-desc&color=polka-dot-plaid');
    expect(response.status).toBe(200);
    expect(html.match(TILE)?.length).toBeGreaterThan(0);
    const colors = callsTo(calls, '/products/v2/catalog').map((call) => call.url.searchParams.getAll('color'));
    expect(colors).toEqual([['polka-dot-plaid'], []]);
    // No chip: the page's messages (in its state) name the label, so look at the markup's attributes.
    expect(html).not.toContain('aria-label="Remove filter');
  });

  it('renders page N of a shared link as the first N pages in one paint', async () => {
    const first = await recorded('/en-us/c/men-10000');
    const second = await recorded('/en-us/c/men-10000?page=2');
    const firstCount = first.html.match(TILE)?.length ?? 0;
    const secondCount = second.html.match(TILE)?.length ?? 0;
    expect(firstCount).toBe(48);
    const numFound = Number(/"numFound":(\d+)/.exec(second.html)?.[1]);
    expect(numFound).toBeGreaterThan(48);
    expect(secondCount).toBe(Math.min(96, numFound));
    const catalog = callsTo(second.calls, '/products/v2/catalog')[0]!.url.searchParams;
    expect([catalog.get('start'), catalog.get('count')]).toEqual(['0', '96']);
    expect(second.html).toContain(`Showing ${secondCount} of ${numFound}`);
  });

  it('splits a deep page the backend cannot serve in one call', async () => {
    const { response, calls } = await recorded('/en-us/c/men-10000?page=3');
    expect(response.status).toBe(200);
    const ranges = callsTo(calls, '/products/v2/catalog').map((call) => [call.url.searchParams.get('start'), call.url.searchParams.get('count')]);
    expect(ranges).toEqual([['0', '96'], ['96', '48']]);
  });

  it('shows breadcrumbs from the first product, cut at this category', async () => {
    const { html } = await recorded('/en-us/c/mens-jackets-10101');
    const nav = /<nav class="breadcrumbs"[^]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(nav).toContain('href="/en-us/c/men-10000"');
    expect(nav).toContain('href="/en-us/c/mens-outerwear-10100"');
    expect(nav).toMatch(/<li aria-current="page">Men(&#x27;|’|')s Jackets<\/li>/);
    // Tiles do not carry their trails into the page data.
    expect(html).not.toMatch(/"products":\[\{[^]*?"breadcrumbs"/);
  });

  it('answers an unknown category id with the 404 page', async () => {
    const { response, html } = await recorded('/en-us/c/mens-jackets-99999');
    expect(response.status).toBe(404);
    expect(html).toContain('<main');
  });
});

describe('search page', () => {
  it.each([
    ['only symbols', '%24%25%5E%26', 'Please search for a product name, category or colour.'],
    ['201 characters', 'a'.repeat(201), 'Please shorten your search to 200 characters or fewer.'],
  ])('answers a query of %s with a clear message, status 200 and no search call', async (_, q, message) => {
    const { response, html, calls } = await recorded(`/en-us/search?q=${q}`);
    expect(response.status).toBe(200);
    expect(html).toContain(message);
    expect(callsTo(calls, '/products/v2/search/productSearch')).toHaveLength(0);
  });

  it('forwards filters and sort to the search call and drops bad ones', async () => {
    const { response, calls } = await recorded('/en-us/search?q=jacket&color=red&sort=rating&size=%3Cx%3E&sort=bogus');
    expect(response.status).toBe(200);
    const params = callsTo(calls, '/products/v2/search/productSearch')[0]!.url.searchParams;
    expect(params.get('q')).toBe('jacket');
    expect(params.getAll('color')).toEqual(['red']);
    expect(params.get('sort')).toBe('rating');
    expect(params.has('size')).toBe(false);
  });

  it('sends the fake client IP on the search call only off production', async () => {
    const preproduction = await recorded('/en-us/search?q=jacket');
    const search = callsTo(preproduction.calls, '/products/v2/search/productSearch')[0]!;
    expect(search.headers.get('x-forwarded-for')).toBe(PREPRODUCTION_CLIENT_IP);
    expect(search.headers.get('true-client-ip')).toBe(PREPRODUCTION_CLIENT_IP);
    // Only the search call carries it (a listing nothing else asks for, so the memory cache cannot answer).
    const catalog = await recorded('/en-us/c/tents-40102?sort=rating&activity=fake-ip-probe');
    expect(callsTo(catalog.calls, '/products/v2/catalog')[0]!.headers.has('x-forwarded-for')).toBe(false);

    const production = await recorded('/en-us/search?q=jacket', { ENVIRONMENT: 'production' });
    expect(production.response.status).toBe(200);
    const productionSearch = callsTo(production.calls, '/products/v2/search/productSearch')[0]!;
    expect(productionSearch.headers.has('x-forwarded-for')).toBe(false);
    expect(productionSearch.headers.has('true-client-ip')).toBe(false);
  });

  it('renders the search hub with the editors’ popular searches and categories', async () => {
    const { response, html } = await recorded('/en-us/explore/searchhub');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-type')).toBe('search-hub');
    expect(html).toContain('Popular searches');
    expect(html).toContain('href="/en-us/search?q=rain%20jacket"');
    expect(html).toContain('href="/en-us/c/mens-jackets-10101"');
  });

  it('renders results with the same listing controls as a category', async () => {
    const { html } = await recorded('/en-us/search?q=jacket');
    expect(html).toContain('id="listing-sort"');
    expect(html).toMatch(/Showing \d+ of \d+/);
    expect(html).toMatch(/role="combobox"/);
  });
});
