import { describe, expect, it } from 'vitest';
import { AutoSuggestResponseSchema, CatalogResponseSchema, type CatalogResponse } from '../../shared/catalogue/schemas/catalog';
import { AvailabilityResponseSchema, StoreInventoryResponseSchema } from '../../shared/catalogue/schemas/inventory';
import { StoreSearchResponseSchema } from '../../shared/location/schemas/stores';
import { request } from './helpers';

// The mock catalogue through the storefront's commerce proxy: facets, sorting,
// paging, autosuggest, availability, stores and store stock, and the catalogued error codes.

async function catalog(query: string): Promise<CatalogResponse> {
  const response = await request(`/api/products/v2/catalog?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return CatalogResponseSchema.parse(await response.json());
}

async function errorIdOf(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errorDetails?: Array<{ errorId: string }> };
  return body.errorDetails?.[0]?.errorId;
}

const post = (path: string, body: unknown) =>
  request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const countOf = (listing: CatalogResponse, facet: string, value: string) =>
  listing.facets.find((f) => f.id === facet)?.values.find((v) => v.id === value)?.count ?? 0;

/** Every product of a listing, paged with count=96. */
async function allProducts(query: string): Promise<CatalogResponse['products']> {
  const first = await catalog(`${query}&count=96`);
  const products = [...first.products];
  for (let start = 96; start < first.numFound; start += 96) products.push(...(await catalog(`${query}&count=96&start=${start}`)).products);
  return products;
}

describe('mock catalog listing', () => {
  it('returns facets for size, colour, gender, activity and price with counts that add up', async () => {
    const listing = await catalog('categoryId=10101&count=4');
    expect(listing.numFound).toBe(52);
    expect(listing.sort).toBe('relevance');
    expect(listing.facets.map((facet) => facet.id)).toEqual(['size', 'color', 'gender', 'activity', 'price']);
    // Every product has exactly one gender and one price bucket.
    const sum = (facet: string) => listing.facets.find((f) => f.id === facet)!.values.reduce((total, value) => total + value.count, 0);
    expect(sum('gender')).toBe(52);
    expect(sum('price')).toBe(52);
    expect(listing.facets.find((f) => f.id === 'gender')!.values.map((v) => v.id)).toEqual(['men']);
    const stormGrey = listing.facets.find((f) => f.id === 'color')!.values.find((v) => v.id === 'storm-grey');
    expect(stormGrey).toMatchObject({ label: 'Storm Grey', hex: '#8a94a6', selected: false });
    const top = listing.facets.find((f) => f.id === 'price')!.values.at(-1)!;
    expect(top.max).toBeUndefined();
    expect(top.id).toBe(`${top.min}-`);
  });

  it('narrows by a filter and counts disjunctively', async () => {
    const unfiltered = await catalog('categoryId=10101&count=1');
    const black = await catalog('categoryId=10101&color=black&count=96');
    expect(black.numFound).toBe(countOf(unfiltered, 'color', 'black'));
    expect(black.numFound).toBeLessThan(52);
    expect(black.products).toHaveLength(black.numFound);
    for (const product of black.products) expect(product.colors.map((c) => c.label)).toContain('Black');
    // The colour facet ignores its own selection: its counts are the unfiltered ones.
    const colors = black.facets.find((f) => f.id === 'color')!;
    for (const value of colors.values) expect(value.count).toBe(countOf(unfiltered, 'color', value.id));
    expect(colors.values.find((v) => v.id === 'black')!.selected).toBe(true);
    expect(colors.values.filter((v) => v.selected)).toHaveLength(1);
    // Other facets apply it: their counts describe the black products only.
    const priceTotal = black.facets.find((f) => f.id === 'price')!.values.reduce((total, v) => total + v.count, 0);
    expect(priceTotal).toBe(black.numFound);
  });

  it('ORs values within a facet and ANDs across facets', async () => {
    const unfiltered = await catalog('categoryId=10101&count=1');
    const either = await catalog('categoryId=10101&color=black&color=navy&count=1');
    const black = countOf(unfiltered, 'color', 'black');
    const navy = countOf(unfiltered, 'color', 'navy');
    expect(either.numFound).toBeGreaterThanOrEqual(Math.max(black, navy));
    expect(either.numFound).toBeLessThanOrEqual(black + navy);
    const bucket = either.facets.find((f) => f.id === 'price')!.values.find((v) => v.count > 0)!;
    const both = await catalog(`categoryId=10101&color=black&color=navy&price=${bucket.id}&count=96`);
    expect(both.numFound).toBe(bucket.count);
    for (const product of both.products) {
      expect(product.price.lowCurrent).toBeGreaterThanOrEqual(bucket.min!);
      if (bucket.max !== undefined) expect(product.price.lowCurrent).toBeLessThan(bucket.max);
      expect(product.colors.some((c) => c.label === 'Black' || c.label === 'Navy')).toBe(true);
    }
  });

  it('prices buckets in the site currency', async () => {
    const nok = await catalog('categoryId=10101&count=1&locale=nb-no');
    const usd = await catalog('categoryId=10101&count=1&locale=en-us');
    const maxBound = (listing: CatalogResponse) => Math.max(...listing.facets.find((f) => f.id === 'price')!.values.map((v) => v.min ?? 0));
    expect(maxBound(nok)).toBeGreaterThan(maxBound(usd) * 5);
  });

  it.each([
    ['price-asc', (a: number, b: number) => a <= b],
    ['price-desc', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const listing = await catalog(`categoryId=10101&color=black&sort=${sort}&count=96`);
    expect(listing.sort).toBe(sort);
    const prices = listing.products.map((p) => p.price.lowCurrent);
    for (let i = 1; i < prices.length; i++) expect(inOrder(prices[i - 1]!, prices[i]!)).toBe(true);
  });

  it('sorts by rating', async () => {
    const listing = await catalog('categoryId=10000&sort=rating&count=48');
    const scores = listing.products.map((p) => p.rating.score);
    for (let i = 1; i < scores.length; i++) expect(scores[i - 1]!).toBeGreaterThanOrEqual(scores[i]!);
  });

  it('pages without duplicates or gaps under every sort', async () => {
    for (const sort of ['relevance', 'newest', 'price-asc', 'rating']) {
      const pages = await Promise.all([0, 10, 20, 30, 40, 50].map((start) => catalog(`categoryId=10101&sort=${sort}&start=${start}&count=10`)));
      const ids = pages.flatMap((page) => page.products.map((p) => p.id));
      expect(ids).toHaveLength(52);
      expect(new Set(ids).size).toBe(52);
    }
  });

  it('caps count at 96', async () => {
    const listing = await catalog('categoryId=10000&count=500');
    expect(listing.products.length).toBeLessThanOrEqual(96);
  });

  it('answers PLP400 for an unknown category and API400 for a bad sort or facet value', async () => {
    const unknown = await request('/api/products/v2/catalog?categoryId=99999');
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('PLP400');
    for (const query of ['sort=cheapest', 'color=hot-pink', 'size=XXXXL', 'price=1-2', 'gender=robots', 'start=99999999999999999999']) {
      const response = await request(`/api/products/v2/catalog?categoryId=10101&${query}`);
      expect(response.status, query).toBe(400);
      expect(await errorIdOf(response)).toBe('API400');
    }
  });
});

describe('mock search and autosuggest', () => {
  it('finds products by name words with facets and puts name hits first', async () => {
    const response = await request('/api/products/v2/search/productSearch?q=jacket&count=96');
    const results = CatalogResponseSchema.parse(await response.json());
    expect(results.searchTerm).toBe('jacket');
    expect(results.numFound).toBeGreaterThan(20);
    expect(results.facets.length).toBeGreaterThan(0);
    expect(results.products[0]!.name.toLowerCase()).toContain('jacket');
    const firstMiss = results.products.findIndex((p) => !p.name.toLowerCase().includes('jacket'));
    if (firstMiss >= 0) for (const product of results.products.slice(firstMiss)) expect(product.name.toLowerCase()).not.toContain('jacket');
  });

  it('filters search results by facet', async () => {
    const search = (query: string) => request(`/api/products/v2/search/productSearch?${query}`).then(async (r) => CatalogResponseSchema.parse(await r.json()));
    const all = await search('q=fleece&count=1');
    const women = await search('q=fleece&gender=women&count=96');
    expect(women.numFound).toBeGreaterThan(0);
    expect(women.numFound).toBe(countOf(all, 'gender', 'women'));
    expect(women.numFound).toBeLessThan(all.numFound);
    for (const product of women.products) expect(product.name).toMatch(/^Women's /);
  });

  it('suggests completions with the counts search returns, categories and products', async () => {
    const response = await request('/api/products/v2/search/autoSuggest?q=Jack');
    expect(response.status).toBe(200);
    const body = AutoSuggestResponseSchema.parse(await response.json());
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of body.suggestions) expect(suggestion.term.toLowerCase().startsWith('jack')).toBe(true);
    const counts = body.suggestions.map((s) => s.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const top = body.suggestions[0]!;
    const search = CatalogResponseSchema.parse(await (await request(`/api/products/v2/search/productSearch?q=${encodeURIComponent(top.term)}&count=1`)).json());
    expect(search.numFound).toBe(top.count);
    expect(body.categories.map((c) => c.name)).toContain("Men's Jackets");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
  });

  it('answers an empty listing for a query of symbols only', async () => {
    const response = await request(`/api/products/v2/search/productSearch?q=${encodeURIComponent('%$#!')}`);
    expect(response.status).toBe(200);
    expect(CatalogResponseSchema.parse(await response.json()).numFound).toBe(0);
  });

  it('requires two characters', async () => {
    const response = await request('/api/products/v2/search/autoSuggest?q=j');
    expect(response.status).toBe(400);
    expect(await errorIdOf(response)).toBe('API400');
  });
});

describe('mock availability', () => {
  async function firstProduct() {
    const listing = await catalog('categoryId=10101&count=1');
    return listing.products[0]!;
  }

  it('lists every variant, or one colour', async () => {
    const product = await firstProduct();
    const all = AvailabilityResponseSchema.parse(await (await post(`/api/products/v1/products/${product.id}/availability`, {})).json());
    expect(all.variants).toHaveLength(product.colors.length * 6);
    const color = product.colors[0]!.code;
    const one = AvailabilityResponseSchema.parse(await (await post(`/api/products/v1/products/${product.id}/availability`, { color })).json());
    expect(one.variants).toHaveLength(6);
    for (const variant of one.variants) {
      expect(variant.color).toBe(color);
      expect(variant.available).toBe(variant.quantity > 0);
      expect(variant.status).toBe(variant.quantity === 0 ? 'OUT_OF_STOCK' : variant.quantity < 10 ? 'LOW_STOCK' : 'IN_STOCK');
    }
  });

  it('pre-checks a purchase: INV700 when sold out, INV408 beyond what is left, ORD404 for an unknown sku', async () => {
    const product = await firstProduct();
    const { variants } = AvailabilityResponseSchema.parse(await (await post(`/api/products/v1/products/${product.id}/availability`, {})).json());
    const soldOut = variants.find((v) => v.quantity === 0);
    const inStock = variants.find((v) => v.quantity > 0)!;
    if (soldOut) {
      const response = await post(`/api/products/v1/products/${product.id}/availability`, { sku: soldOut.sku, quantity: 1 });
      expect(response.status).toBe(409);
      expect(await errorIdOf(response)).toBe('INV700');
    }
    const ok = await post(`/api/products/v1/products/${product.id}/availability`, { sku: inStock.sku, quantity: inStock.quantity });
    expect(ok.status).toBe(200);
    const tooMany = await post(`/api/products/v1/products/${product.id}/availability`, { sku: inStock.sku, quantity: inStock.quantity + 1 });
    expect(tooMany.status).toBe(409);
    expect(await errorIdOf(tooMany)).toBe('INV408');
    const unknown = await post(`/api/products/v1/products/${product.id}/availability`, { sku: `${product.id}999-M`, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('ORD404');
  });

  it('answers INV700 for a sold-out variant somewhere in the catalogue', async () => {
    for (const product of await allProducts('categoryId=10000')) {
      const { variants } = AvailabilityResponseSchema.parse(await (await post(`/api/products/v1/products/${product.id}/availability`, {})).json());
      const soldOut = variants.find((v) => v.quantity === 0);
      if (!soldOut) continue;
      const response = await post(`/api/products/v1/products/${product.id}/availability`, { sku: soldOut.sku, quantity: 1 });
      expect(response.status).toBe(409);
      expect(await errorIdOf(response)).toBe('INV700');
      return;
    }
    throw new Error('no sold-out variant in the catalogue');
  });

  it('answers API404 for an unknown product and API400 for a bad body', async () => {
    const unknown = await post('/api/products/v1/products/JK000000/availability', {});
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('API404');
    const bad = await post('/api/products/v1/products/JK000000/availability', { quantity: -1 });
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
  });
});

describe('mock stores and store inventory', () => {
  it('finds stores near a postal code, nearest first, in the caller country only', async () => {
    const response = await post('/api/stores/v1/search?locale=en-gb', { postalCode: 'M4 1AB' });
    expect(response.status).toBe(200);
    const { stores } = StoreSearchResponseSchema.parse(await response.json());
    expect(stores[0]!.name).toBe('Ridgeline Manchester');
    const distances = stores.map((s) => s.distanceKm!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const store of stores) expect(store.address.country).toBe('GB');
  });

  it('finds stores by city, case- and accent-insensitively', async () => {
    const { stores } = StoreSearchResponseSchema.parse(await (await post('/api/stores/v1/search?locale=de-de', { city: 'munchen' })).json());
    expect(stores.map((s) => s.address.city)).toEqual(['München']);
    const oslo = StoreSearchResponseSchema.parse(await (await post('/api/stores/v1/search?locale=nb-no', { city: 'OSLO' })).json());
    expect(oslo.stores[0]!.storeId).toBe('NO-OSL-01');
  });

  it('answers STR404 when nothing matches and API400 for a bad body', async () => {
    const none = await post('/api/stores/v1/search?locale=en-us', { city: 'Oslo' });
    expect(none.status).toBe(404);
    expect(await errorIdOf(none)).toBe('STR404');
    const bad = await post('/api/stores/v1/search?locale=en-us', { city: 'x' });
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
  });

  it('searches by free text and by coordinates, nearest first', async () => {
    const text = StoreSearchResponseSchema.parse(await (await post('/api/stores/v1/search?locale=en-us', { text: 'soho' })).json());
    expect(text.stores.map((s) => s.storeId)).toEqual(['US-NYC-01']);
    const near = StoreSearchResponseSchema.parse(await (await post('/api/stores/v1/search?locale=en-us', { latitude: 47.6, longitude: -122.33 })).json());
    expect(near.stores[0]!.storeId).toBe('US-SEA-01');
    expect(near.stores[0]!.distanceKm).toBeLessThan(5);
  });

  it('reports each store’s shelf stock of the asked variants, the same as the product’s store inventory', async () => {
    const product = (await catalog('categoryId=10101&count=1')).products[0]!;
    const { variants } = AvailabilityResponseSchema.parse(await (await post(`/api/products/v1/products/${product.id}/availability`, {})).json());
    const [first, second] = variants.filter((v) => v.quantity > 0);
    const response = await post('/api/stores/v1/search?locale=en-us', { postalCode: '80202', productIds: [first!.sku, second!.sku] });
    expect(response.status).toBe(200);
    const { stores } = StoreSearchResponseSchema.parse(await response.json());
    expect(stores.map((s) => s.storeId)).toEqual(['US-DEN-01', 'US-BOU-01']);
    const inventory = StoreInventoryResponseSchema.parse(await (await request(`/api/products/v2/products/${product.id}/inventory?sku=${first!.sku}&storeIds=US-DEN-01,US-BOU-01`)).json());
    for (const store of stores) {
      expect(store.availability!.map((entry) => entry.productId)).toEqual([first!.sku, second!.sku]);
      const shelf = inventory.stores.find((entry) => entry.storeId === store.storeId)!;
      expect(store.availability![0]).toEqual({ productId: first!.sku, quantity: shelf.quantity, status: shelf.status });
    }
    // Without productIds the answer says nothing of stock.
    const plain = StoreSearchResponseSchema.parse(await (await post('/api/stores/v1/search?locale=en-us', { postalCode: '80202' })).json());
    expect(plain.stores.every((s) => s.availability === undefined)).toBe(true);
  });

  it('refuses malformed searches with API400 in the catalogue shape, never a 5xx', async () => {
    const bad: unknown[] = [
      {},
      { text: 'x' },
      { latitude: 47.6 },
      { latitude: 95, longitude: 0 },
      { latitude: '47', longitude: '-122' },
      { postalCode: '80202', productIds: ['not-a-sku'] },
      { postalCode: '80202', productIds: [] },
      { postalCode: '80202', productIds: Array.from({ length: 21 }, (_, i) => `JK12345${String(i).padStart(1, '0')}001-M`) },
      [],
      'null',
    ];
    for (const body of bad) {
      const response = await post('/api/stores/v1/search?locale=en-us', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { errorDetails: Array<{ errorId: string; message: string }>; correlationId?: string };
      expect(error.errorDetails[0]!.errorId).toBe('API400');
      expect(error.errorDetails[0]!.message).toBeTruthy();
    }
    const broken = await request('/api/stores/v1/search?locale=en-us', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"postalCode":' });
    expect(broken.status).toBe(400);
    expect(await errorIdOf(broken)).toBe('API400');
  });

  it('offers collection points: only stores that hand out orders', async () => {
    const response = await post('/api/stores/v1/collectionPoints?locale=en-us', { postalCode: '80302' });
    const { stores } = StoreSearchResponseSchema.parse(await response.json());
    expect(stores.map((s) => s.storeId)).toEqual(['US-DEN-01']);
    const all = StoreSearchResponseSchema.parse(await (await post('/api/stores/v1/search?locale=en-us', { postalCode: '80302' })).json());
    expect(all.stores.map((s) => s.storeId)).toEqual(['US-BOU-01', 'US-DEN-01']);
  });

  it('reports one sku in each store, deterministically, leaving unknown stores out', async () => {
    const product = (await catalog('categoryId=10101&count=1')).products[0]!;
    const { variants } = AvailabilityResponseSchema.parse(await (await post(`/api/products/v1/products/${product.id}/availability`, {})).json());
    const sku = variants.find((v) => v.quantity > 0)!.sku;
    const path = `/api/products/v2/products/${product.id}/inventory?sku=${sku}&storeIds=US-SEA-01,US-DEN-01,US-NYC-01,NOPE-01`;
    const first = StoreInventoryResponseSchema.parse(await (await request(path)).json());
    expect(first.sku).toBe(sku);
    expect(first.stores.map((s) => s.storeId)).toEqual(['US-SEA-01', 'US-DEN-01', 'US-NYC-01']);
    const again = StoreInventoryResponseSchema.parse(await (await request(path)).json());
    expect(again).toEqual(first);
  });

  it('answers INV701 for a sku the product does not have and API400 without a sku', async () => {
    const product = (await catalog('categoryId=10101&count=1')).products[0]!;
    const unknown = await request(`/api/products/v2/products/${product.id}/inventory?sku=${product.id}999-M&storeIds=US-SEA-01`);
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('INV701');
    const missing = await request(`/api/products/v2/products/${product.id}/inventory?storeIds=US-SEA-01`);
    expect(missing.status).toBe(400);
    expect(await errorIdOf(missing)).toBe('API400');
  });
});
