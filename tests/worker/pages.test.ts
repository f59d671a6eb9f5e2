import { describe, expect, it } from 'vitest';
import { recordingMocks, request } from './helpers';

/** A shown price in a currency: a plain price, or the current one of a sale. */
const PRICE = (currency: string) => new RegExp(`(class="price">|Sale price </span>)${currency}\\d`);

async function page(path: string) {
  const response = await request(path);
  return { response, html: await response.text() };
}

/** The colour radios of a product page: value and whether it is the selected one. */
function colorInputs(html: string): { value: string; checked: boolean }[] {
  return (html.match(/<input[^>]*name="color"[^>]*>/g) ?? []).map((tag) => ({ value: /value="(\d{3})"/.exec(tag)![1]!, checked: tag.includes('checked') }));
}

async function firstProductPath(categoryPath: string): Promise<string> {
  const { html } = await page(categoryPath);
  const match = /href="(\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6})"/.exec(html);
  if (!match?.[1]) throw new Error('no product link on the listing');
  return match[1];
}

describe('page routing', () => {
  it('redirects the bare root and locale-less paths to the default site', async () => {
    expect((await request('/')).headers.get('location')).toBe('/en-us');
    const privacy = await request('/privacy?from=footer');
    expect(privacy.status).toBe(302);
    expect(privacy.headers.get('location')).toBe('/en-us/privacy?from=footer');
  });

  it('redirects an unknown locale to the default site, keeping the path', async () => {
    expect((await request('/xx-yy/cart')).headers.get('location')).toBe('/en-us/cart');
  });

  it('renders home from the page canvas with header and footer', async () => {
    const { response, html } = await page('/en-us');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-type')).toBe('home');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('data-block="hero"');
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toMatch(/href="\/en-us\/c\/[a-z0-9-]+-\d{5}"/);
    expect(html).toContain('class="site-footer"');
  });

  it('renders a product listing with a grid of real products', async () => {
    const { response, html } = await page('/en-us/c/mens-jackets-10101');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-type')).toBe('category');
    const tiles = html.match(/<li><a href="\/en-us\/p\//g) ?? [];
    expect(tiles.length).toBe(48);
    expect(html).toMatch(/<li><a href="[^"]+"><img [^>]+><h3>[^<]+<\/h3>/);
    expect(html).toMatch(PRICE('\\$'));
    expect(html).toMatch(/<img[^>]+src="\/images\/product\/[A-Z0-9]+-\d{3}\.svg\?w=320&amp;q=50"/);
  });

  it('prices a listing in the site currency, with the code for CAD', async () => {
    const { html } = await page('/en-ca/c/mens-jackets-10101');
    expect(html).toMatch(PRICE('CAD\u00a0'));
  });

  it('renders a product detail page with name, price, colours, sizes and images', async () => {
    const path = await firstProductPath('/en-us/c/mens-jackets-10101');
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-type')).toBe('product');
    expect(html).toMatch(/<h1 class="pdp__name">[^<]+<\/h1>/);
    expect(html).toMatch(PRICE('\\$'));
    expect(html).toMatch(/<input[^>]+type="radio"[^>]+name="color"/);
    expect(html).toMatch(/<input[^>]+type="radio"[^>]+name="size"/);
    expect(html).toMatch(/class="gallery__image"[^>]+src="\/images\/product\//);
  });

  it('opens a product on the colour its URL names, and on the default colour for an unknown one', async () => {
    const path = await firstProductPath('/en-us/c/mens-jackets-10101');
    const { html: base } = await page(path);
    const colors = colorInputs(base);
    const defaultColor = colors.find((color) => color.checked)!.value;
    expect(colors.length).toBeGreaterThan(1);
    const other = colors.find((color) => !color.checked)!.value;
    const { html: chosen } = await page(`${path}${other}`);
    expect(colorInputs(chosen).find((color) => color.checked)?.value).toBe(other);
    const { response, html: fallback } = await page(`${path}999`);
    expect(response.status).toBe(200);
    expect(colorInputs(fallback).find((color) => color.checked)?.value).toBe(defaultColor);
  });

  it.each([
    ['an unknown category id', '/en-us/c/mens-jackets-99999'],
    ['a category code that does not parse', '/en-us/c/mens-jackets-123'],
    ['an unknown product', '/en-us/p/odin-jacket-ZZ999999'],
    ['a lowercase product code', '/en-us/p/odin-jacket-ab123456'],
    ['an unknown route', '/en-us/this/does-not-exist'],
  ])('renders the CMS error-4xx page with 404 for %s', async (_, path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-page-type')).toBe('error');
    expect(html).toContain('Page not found');
    expect(html).toContain('data-block="rich-text"');
  });

  it.each([
    '/en-us/forgot-password',
    '/en-us/help/contact-us',
    '/en-us/help/returns/how-to-return',
    '/en-us/brand-terms',
    '/en-us/loyalty-terms',
    '/en-us/sale-terms',
    '/en-us/sms-terms',
    '/en-us/associate-discount-terms',
    '/en-us/privacy',
    '/en-us/policies/shipping-terms',
    '/en-us/xplr-pass',
    '/en-us/associate-login',
    // The account is a signed-in shopper's alone (tests/worker/sign-in.test.ts); the checkout and
    // an order's confirmation are one shopper's too (tests/worker/checkout-pages.test.ts).
  ])('serves the named route %s from its content page', async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]* class="page-title"[^>]*>[^<]+<\/h1>/);
  });

  it('classifies cart, checkout and search pages', async () => {
    expect((await request('/en-us/cart')).headers.get('x-page-type')).toBe('cart');
    // Without a basket the checkout sends the shopper to the cart; with one it renders as itself (tests/worker/checkout-pages.test.ts).
    expect((await request('/en-us/checkout')).headers.get('location')).toBe('/en-us/cart');
    expect((await request('/en-us/search?q=jacket')).headers.get('x-page-type')).toBe('search');
    expect((await request('/en-us/explore/searchhub')).headers.get('x-page-type')).toBe('search-hub');
  });

  it('answers a symbols-only or over-long search with a message, not an error page', async () => {
    const symbols = await page('/en-us/search?q=%24%25%5E');
    expect(symbols.response.status).toBe(200);
    expect(symbols.html).toContain('Please search for a product name');
    const long = await page(`/en-us/search?q=${'a'.repeat(201)}`);
    expect(long.response.status).toBe(200);
    expect(long.html).toContain('200 characters or fewer');
  });

  it('adds the shared category copy to a listing from the augmented page for that category', async () => {
    const { binding, calls } = recordingMocks();
    const html = await (await request('/en-gb/c/gloves-40202', undefined, { MOCKS: binding })).text();
    expect(html).toContain('on everything in this category');
    const augmented = calls.find((call) => call.url.pathname === '/publish/caas/v1/canvas/augmentedpage');
    expect(augmented?.url.searchParams.get('page')).toBe('category');
    expect(augmented?.url.searchParams.get('categoryId')).toBe('40202');
  });

  it('merchandises a search from the search canvas for its query', async () => {
    const { html } = await page('/en-us/search?q=Fleece');
    expect(html).toContain('Looking for Men&#x27;s Fleece?');
    expect(html).toMatch(/href="\/en-us\/c\/mens-fleece-10102"/);
    const { html: other } = await page('/en-us/search?q=merino');
    expect(other).not.toContain('Looking for');
  });

  it('answers /fapi/server/time with the server clock', async () => {
    const before = Date.now();
    const response = await request('/fapi/server/time');
    const body = (await response.json()) as { timestamp: number; iso: string };
    expect(response.status).toBe(200);
    expect(body.timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.iso).getTime()).toBe(body.timestamp);
  });
});
