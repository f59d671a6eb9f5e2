import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { CartSchema, type Cart } from '../../shared/cart/schemas/cart';
import { AutoSuggestResponseSchema, CatalogResponseSchema } from '../../shared/catalogue/schemas/catalog';
import { ProductSchema, type Product } from '../../shared/catalogue/schemas/product';
import { generateCatalog } from '../../mocks/data/catalog';
import type { Env } from '../../worker/env';
import { variantOf } from '../fixtures/variants';
import { request } from './helpers';

// The catalogue and the basket answer in the language of the site that asks: product details,
// listings and search through the storefront's proxy, delivery methods from the mocks' cart.

const CATALOG = generateCatalog();
const ASPEN = 'JK100775';
const TAGGED = CATALOG.find((record) => record.badge && record.eyebrow)!;

async function details(productId: string, locale: string): Promise<Product> {
  const response = await request(`/api/products/v2/products/${productId}/details?locale=${locale}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ProductSchema.parse(await response.json());
}

async function listing(path: string) {
  const response = await request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return CatalogResponseSchema.parse(await response.json());
}

describe('the catalogue in the site language', () => {
  // The first call seeds the mock database, search rows in four languages included.
  it('answers a product in German on de-de: name, description, breadcrumbs, badge, eyebrow and colours', { timeout: 30_000 }, async () => {
    const german = await details(ASPEN, 'de-de');
    expect(german.name).toBe('Aspen Hardshelljacke Herren');
    expect(german.description).toMatch(/^Die Aspen Hardshelljacke ist für .+ gemacht\./);
    expect(german.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Herren', 'Herren-Outdoorbekleidung', 'Herrenjacken']);
    expect(german.breadcrumbs.at(-1)!.url).toMatch(/^\/de-de\/c\/mens-jackets-10101/);

    const english = await details(TAGGED.id, 'en-us');
    const tagged = await details(TAGGED.id, 'de-de');
    expect(english.badge).toBe(TAGGED.badge);
    expect(tagged.badge).toMatch(/^(Nachhaltig|Nur online|Recycelte Materialien)$/);
    expect(tagged.eyebrow).toMatch(/^(Neu|Topseller|Team-Empfehlung)$/);
    expect(tagged.attributes.color.options.map((option) => option.label)).not.toEqual(english.attributes.color.options.map((option) => option.label));
    // The labels are the spec's analytics codes in every language; the storefront words them.
    expect(tagged.labels).toEqual(english.labels);
  });

  it('names the listing, its products and its facets in French on fr-ca', async () => {
    const page = await listing('/api/products/v2/catalog?categoryId=10101&count=4&locale=fr-ca');
    expect(page.name).toBe('Manteaux et vestes pour hommes');
    expect(page.facets.map((facet) => facet.label)).toEqual(['Taille', 'Couleur', 'Genre', 'Activité', 'Prix']);
    for (const product of page.products) expect(product.name).toMatch(/ pour hommes$/);
  });

  it('finds Norwegian and German words in search and autosuggest', async () => {
    const jakke = await listing('/api/products/v2/search/productSearch?q=jakke&count=24&locale=nb-no');
    expect(jakke.numFound).toBeGreaterThan(0);
    expect(jakke.name).toBe('Resultater for «jakke»');
    // Names weigh above descriptions and categories ("Jakker herre" also finds a parkas).
    expect(jakke.products[0]!.name).toMatch(/jakke/);
    expect(jakke.products.filter((product) => /jakke/.test(product.name)).length).toBeGreaterThan(jakke.products.length / 2);

    const hardshell = await listing('/api/products/v2/search/productSearch?q=Hardshelljacke&count=96&locale=de-de');
    expect(hardshell.products.map((product) => product.name)).toContain('Aspen Hardshelljacke Herren');

    const response = await request('/api/products/v2/search/autoSuggest?q=herrenj&locale=de-de');
    const suggested = AutoSuggestResponseSchema.parse(await response.json());
    expect(suggested.categories.map((category) => category.name)).toContain('Herrenjacken');
    expect(suggested.suggestions.map((suggestion) => suggestion.term)).toContain('Herrenjacken');
  });
});

const mocks = (env as unknown as Env).MOCKS;

async function call(method: string, path: string, locale: string, token?: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return mocks.fetch(`https://mocks.internal${path}?locale=${locale}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

async function cartOf(response: Response): Promise<Cart> {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return CartSchema.parse(JSON.parse(text));
}

describe('the basket in the site language', () => {
  it('answers delivery methods, times and product names in German for de-de', async () => {
    const jacket = variantOf('JK', (units) => units >= 5, (record) => record.prices.EUR !== undefined);
    const token = AuthSchema.parse(await (await call('POST', '/token/v2/auth/token', 'de-de', undefined, { type: 'Guest' })).json()).accessToken;
    const created = await cartOf(await call('POST', '/cart/v1/cart', 'de-de', token, {}));
    const cart = await cartOf(await call('POST', '/cart/v1/item', 'de-de', token, { cartId: created.basketId, items: [{ productId: jacket.sku, qty: 1 }] }));
    const item = cart.items[0]!;
    expect(item.name).not.toBe(jacket.record.name);
    const methods = item.shippingOptions.available.map((option) => option.shippingMethod);
    expect(methods.find((method) => method.code === 'standard')).toEqual({ code: 'standard', label: 'Standardversand', deliveryTime: '3-5 Werktage' });
    expect(methods.find((method) => method.code === 'pudo')).toMatchObject({ label: 'Lieferung an Paketshop', deliveryTime: '2-4 Werktage' });
    expect(cart.shippingMethods[0]!.shippingMethod).toMatchObject({ code: 'standard', label: 'Standardversand' });

    const applicable = await call('GET', `/cart/v1/cart/${cart.basketId}/shippingMethod/${cart.shippingMethods[0]!.shippingId}`, 'de-de', token);
    const text = await applicable.text();
    expect(applicable.status, text).toBe(200);
    expect(text).toContain('Standardversand');
    expect(text).not.toMatch(/Standard delivery|business days/);
  });
});
