import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AvailabilityResponseSchema, type AvailabilityResponse } from '../../shared/catalogue/schemas/inventory';
import { SizeChartSchema } from '../../shared/catalogue/schemas/product-sets';
import { ProductSchema, type Product } from '../../shared/catalogue/schemas/product';
import { REVIEW_BODY_MAX } from '../../shared/catalogue/reviews-limits';
import { ReviewCreatedSchema } from '../../shared/catalogue/schemas/reviews';
import type { Env } from '../../worker/env';
import { generateCatalog } from '../../mocks/data/catalog';
import { productPath } from '../../shared/routing';
import { RETRY_AFTER_SECONDS } from '../../worker/render/render-page';
import { recordingMocks, request } from './helpers';

/** These walk a listing's products through the mocks: more than the default 5 s on a busy machine. */
const SLOW = 30_000;

async function html(path: string, overrides: Partial<Env> = {}) {
  const response = await request(path, undefined, overrides);
  return { response, html: await response.text() };
}

// The mocks' own seeded catalogue: the tests do not depend on the listing page to find products.
const CATALOG = generateCatalog();

/** Product page paths of the seeded catalogue for a locale, in catalogue order. */
function productPaths(locale: string): string[] {
  return CATALOG.slice(0, 60).map((record) => productPath(locale, record.slug, record.id));
}

/**
 * Product pages no other test of this file renders: a product's details are kept per isolate for a
 * while, so a test that needs commerce to be asked (or to fail) starts from one nobody showed yet.
 */
const unrendered = (index: number) => productPath('en-us', CATALOG[60 + index]!.slug, CATALOG[60 + index]!.id);

const codeOf = (path: string) => /([A-Z]{2}[A-Z0-9]{6})$/.exec(path)![1]!;

async function details(productId: string): Promise<Product> {
  const response = await request(`/api/products/v2/products/${productId}/details?locale=en-us`);
  return ProductSchema.parse(await response.json());
}

async function availability(productId: string): Promise<AvailabilityResponse> {
  const response = await request(`/api/products/v1/products/${productId}/availability?locale=en-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return AvailabilityResponseSchema.parse(await response.json());
}

/** Radios of one group as SSR wrote them: value, checked, disabled. */
function radios(page: string, name: string) {
  return (page.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g')) ?? []).map((tag) => ({
    value: /value="([^"]+)"/.exec(tag)![1]!,
    checked: /\schecked=""/.test(tag),
    disabled: /\sdisabled=""/.test(tag),
  }));
}

/** The first product of the listing whose default colour has a sold-out size next to an available one. */
async function productWithSoldOutSize(): Promise<{ path: string; product: Product; stock: AvailabilityResponse }> {
  for (const path of productPaths('en-us').slice(0, 24)) {
    const product = await details(codeOf(path));
    const stock = await availability(product.id);
    const sizes = stock.variants.filter((variant) => variant.color === product.attributes.color.defaultColor);
    if (sizes.some((variant) => !variant.available) && sizes.some((variant) => variant.available)) return { path, product, stock };
  }
  throw new Error('no product with a sold-out size in the first 24 of the catalogue');
}

describe('product page', () => {
  it('disables exactly the sizes availability says are sold out, in the first HTML', async () => {
    const { path, product, stock } = await productWithSoldOutSize();
    const page = await html(path);
    expect(page.response.status).toBe(200);
    const color = product.attributes.color.defaultColor;
    const expected = stock.variants.filter((variant) => variant.color === color);
    const sizes = radios(page.html, 'size');
    expect(sizes.length).toBe(product.attributes.size.options.length);
    for (const size of sizes) {
      const variant = expected.find((candidate) => candidate.size === size.value);
      expect({ size: size.value, disabled: size.disabled }).toEqual({ size: size.value, disabled: !(variant?.available && variant.quantity > 0) });
    }
    expect(page.html).toMatch(/<p class="variant-picker__notice">Sold out in [^<]+: /);
    expect(page.html).toContain('(sold out)');
  }, SLOW);

  it('asks for details and availability on the server, and still renders when availability fails', async () => {
    // Products no other test renders: the page's availability is cached per isolate for a few seconds.
    const paths = productPaths('en-us');
    const recorded = paths[40]!;
    const recorder = recordingMocks();
    await html(recorded, { MOCKS: recorder.binding });
    const calls = recorder.calls.map((call) => `${call.method} ${call.url.pathname}`);
    expect(calls).toContain(`GET /products/v2/products/${codeOf(recorded)}/details`);
    expect(calls).toContain(`POST /products/v1/products/${codeOf(recorded)}/availability`);

    const failingPath = paths[41]!;
    const product = await details(codeOf(failingPath));
    const failing = {
      fetch(input: RequestInfo | URL, init?: RequestInit) {
        const upstream = new Request(input as RequestInfo, init);
        if (upstream.url.includes('/availability')) return Promise.resolve(new Response('{}', { status: 503 }));
        return (env as unknown as Env).MOCKS.fetch(upstream);
      },
    } as unknown as Fetcher;
    const page = await html(failingPath, { MOCKS: failing });
    expect(page.response.status).toBe(200);
    // Without per-variant stock the product's own size flags decide.
    const sizes = radios(page.html, 'size');
    expect(sizes.map((size) => size.disabled)).toEqual(product.attributes.size.options.map((option) => !option.available));
  }, SLOW);

  it('asks commerce for a product once, and shows the next shopper the same page without asking again', async () => {
    const path = unrendered(10);
    const detailsCall = `GET /products/v2/products/${codeOf(path)}/details`;
    const calls = (recorder: ReturnType<typeof recordingMocks>) => recorder.calls.map((call) => `${call.method} ${call.url.pathname}`);
    // What the page shows of the product (experiments and the engine decide per visitor, so the rest may differ).
    const productOf = (page: { html: string }) => {
      const state = JSON.parse(/<script id="__RIDGELINE_STATE__"[^>]*>([^<]*)<\/script>/.exec(page.html)![1]!) as { title: string; page: { product?: Product; colorCode?: string } };
      return { title: state.title, product: state.page.product, colorCode: state.page.colorCode, sizes: radios(page.html, 'size') };
    };

    const firstRecorder = recordingMocks();
    const first = await html(path, { MOCKS: firstRecorder.binding });
    expect(first.response.status).toBe(200);
    expect(calls(firstRecorder)).toContain(detailsCall);

    const secondRecorder = recordingMocks();
    const second = await html(path, { MOCKS: secondRecorder.binding });
    expect(second.response.status).toBe(200);
    expect(calls(secondRecorder)).not.toContain(detailsCall);
    expect(productOf(first).product?.id).toBe(codeOf(path));
    expect(productOf(second)).toEqual(productOf(first));
  }, SLOW);

  it('falls back to the default colour for a colour the product lacks, and marks the chosen one', async () => {
    const [path] = productPaths('en-us');
    const product = await details(codeOf(path!));
    const other = product.attributes.color.options.find((option) => option.code !== product.attributes.color.defaultColor);
    const wrong = await html(`${path}999`);
    expect(wrong.response.status).toBe(200);
    expect(radios(wrong.html, 'color').filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([product.attributes.color.defaultColor]);
    if (other) {
      const chosen = await html(`${path}${other.code}`);
      expect(radios(chosen.html, 'color').filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([other.code]);
    }
  });

  it('offers notify-me instead of add to cart when no variant is available', async () => {
    let soldOut: string | undefined;
    for (const path of productPaths('en-us')) {
      const stock = await availability(codeOf(path));
      if (stock.variants.every((variant) => !variant.available)) {
        soldOut = path;
        break;
      }
    }
    expect(soldOut, 'a sold-out product in the catalogue').toBeDefined();
    const page = await html(soldOut!);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain('<p class="pdp__stock pdp__stock--out">Out of stock</p>');
    expect(page.html).toContain('class="notify-me"');
    expect(page.html).not.toContain('>Add to cart</button>');
    expect(radios(page.html, 'size').every((size) => size.disabled)).toBe(true);
  }, SLOW);

  it('gives an unknown product the 404 page with status 404', async () => {
    const page = await html('/en-us/p/odin-jacket-ZZ999999');
    expect(page.response.status).toBe(404);
    expect(page.html).toContain('Page not found');
  });

  it('shows the lowest price of the last 30 days only where the locale requires it (EU Omnibus)', async () => {
    let markedDown: string | undefined;
    for (const path of productPaths('de-de')) {
      const product = await details(codeOf(path));
      if (product.price.lowCurrent < product.price.lowOriginal && product.price.historicBestPrice !== undefined) {
        markedDown = path;
        break;
      }
    }
    expect(markedDown, 'a marked-down product on the listing').toBeDefined();
    const german = await html(markedDown!);
    expect(german.html).toMatch(/Niedrigster Preis der letzten 30 Tage: [\d.]+,\d{2}\u00a0€/);
    const norwegian = await html(markedDown!.replace('/de-de/', '/nb-no/'));
    expect(norwegian.html).toMatch(/Laveste pris de siste 30 dagene: [\d\u00a0]+,\d{2}\u00a0kr/);
    for (const locale of ['en-us', 'en-gb', 'en-ca']) {
      const page = await html(markedDown!.replace('/de-de/', `/${locale}/`));
      expect(page.response.status).toBe(200);
      expect(page.html).toContain('price--sale');
      expect(page.html).not.toContain('price-details__prior');
    }
  }, SLOW);

  it('keeps the first HTML shopper-neutral: reviews and questions load in the browser', async () => {
    const [path] = productPaths('en-us');
    const page = await html(path!);
    expect(page.html).toContain('id="reviews-title"');
    expect(page.html).toContain('class="reviews__skeleton"');
    expect(page.html).not.toContain('class="review"');
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>Add to cart<\/button>/);
    expect(page.html).toContain('Select a size');
  });
});

/** The real mocks, but the product details call answers as `details` says. */
function detailsAnswering(details: () => Promise<Response>): Fetcher {
  return {
    fetch(input: RequestInfo | URL, init?: RequestInit) {
      const upstream = new Request(input as RequestInfo, init);
      return /\/products\/v2\/products\/[^/]+\/details$/.test(new URL(upstream.url).pathname) ? details() : (env as unknown as Env).MOCKS.fetch(upstream);
    },
  } as unknown as Fetcher;
}

describe('product page when commerce fails', () => {
  const failures: Array<[string, Fetcher]> = [
    ['unreachable', detailsAnswering(() => Promise.reject(new Error('connection refused')))],
    ['answering malformed JSON', detailsAnswering(() => Promise.resolve(new Response('{"id": "RL', { headers: { 'content-type': 'application/json' } })))],
    ['answering 500', detailsAnswering(() => Promise.resolve(Response.json({ errorDetails: [{ errorId: 'DB042', message: 'replica lag' }], appId: 'commerce', correlationId: 'x' }, { status: 500 })))],
  ];

  it.each(failures)('answers 503 with Retry-After and the catalogue’s general error in the page chrome when commerce is %s', async (_, failing) => {
    const path = unrendered(0);
    const page = await html(path, { MOCKS: failing });
    expect(page.response.status).toBe(503);
    expect(page.response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(RETRY_AFTER_SECONDS).toBeGreaterThan(0);
    expect(page.response.headers.get('cache-control')).toMatch(/\bno-store\b/);
    expect(page.response.headers.get('content-type')).toMatch(/^text\/html/);
    // The chrome: the header with its menu, and the footer.
    expect(page.html).toContain('class="site-header"');
    expect(page.html).toMatch(/<nav class="mega-menu"[^>]*><ul class="mega-menu__list"><li/);
    expect(page.html).toContain('class="site-footer"');
    // The same message as a listing whose products could not load, and the catalogue's general error (never the upstream's own words).
    expect(page.html).toContain('We couldn’t load this product right now. Please try again in a moment.');
    expect(page.html).toContain(`${path}: General error (503)`);
    expect(page.html).not.toContain('replica lag');
    expect(page.html).toContain(page.response.headers.get('x-correlation-id')!);
    expect(page.html).toContain('<meta name="robots" content="noindex');
  });

  it('never stores the 503 in the edge HTML cache: the next shopper gets the product once commerce is back', async () => {
    const path = unrendered(1);
    const [, unreachable] = failures[0]!;
    const down = await request(path, undefined, { MOCKS: unreachable, HTML_CACHE: 'on' });
    expect(down.status).toBe(503);
    expect(down.headers.get('x-cache')).toBe('BYPASS');
    const again = await request(path, undefined, { MOCKS: unreachable, HTML_CACHE: 'on' });
    expect(again.status).toBe(503);
    const back = await request(path, undefined, { HTML_CACHE: 'on' });
    expect(back.status).toBe(200);
    expect(back.headers.get('x-cache')).toBe('MISS');
  });

  it('still answers 404 for a product the catalogue does not have, even while it is failing for others', async () => {
    const missing = detailsAnswering(() => Promise.resolve(Response.json({ errorDetails: [{ errorId: 'API404', message: 'Not found' }], appId: 'commerce', correlationId: 'x' }, { status: 404 })));
    const page = await html('/en-us/p/odin-jacket-ZZ999998', { MOCKS: missing });
    expect(page.response.status).toBe(404);
    expect(page.html).toContain('Page not found');
  });
});

describe('writing a review through the proxy', () => {
  it('is allowed, and too long a body answers REV410', async () => {
    const [record] = CATALOG;
    const post = (body: string) =>
      request(`/api/products/v1/products/${record!.id}/reviews?locale=en-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 4, title: 'Warm', body, author: 'Kari' }),
      });
    const tooLong = await post('x'.repeat(REVIEW_BODY_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe('REV410');
    const fine = await post('Kept me warm on a windy ridge.');
    expect(ReviewCreatedSchema.parse(await fine.json()).status).toBe('pending');
  });
});

describe('GET /fapi/size-chart/:productType', () => {
  it('returns the chart of a product family', async () => {
    const response = await request('/fapi/size-chart/jacket');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const chart = SizeChartSchema.parse(await response.json());
    expect(chart.productType).toBe('jacket');
  });

  it('answers API404 for an unknown family and API400 for a malformed one', async () => {
    const missing = await request('/fapi/size-chart/spaceship');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe('API404');
    const bad = await request('/fapi/size-chart/..%2Fetc');
    expect(bad.status).toBe(400);
  });
});
