import { describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '../../shared/cart/cart-routes';
import { STATE_ELEMENT_ID } from '../../client/app/App';
import type { AppState } from '../../shared/page';
import type { Env } from '../../worker/env';
import { CART_COOKIE } from '../../worker/middleware/html-cache/key';
import { variantOf } from '../fixtures/variants';
import { monetateIdFor } from '../fixtures/visitors';
import { request, shopper, type Shopper } from './helpers';

// Outages that lose nothing: a backend down costs the shopper its part of the page, never their
// cart, their purchase or a page of raw error codes.

/** A port nothing listens on: every call to it fails as a backend that is down does. */
const CLOSED = 'http://127.0.0.1:9';
const COMMERCE_DOWN: Partial<Env> = { UPSTREAM_COMMERCE_URL: CLOSED };
/** Nothing in the content cache either, as after a deploy or an eviction. */
const EMPTY_KV = { get: async () => null, put: async () => undefined, delete: async () => undefined } as unknown as KVNamespace;
const CMS_DOWN: Partial<Env> = { UPSTREAM_CONTENT_URL: CLOSED, CONTENT_CACHE: EMPTY_KV };

const JACKET = variantOf('JK', (units) => units >= 20).sku;

function stateOf(html: string): AppState {
  const match = new RegExp(`<script id="${STATE_ELEMENT_ID}"[^>]*>(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no state');
  return JSON.parse(match[1]) as AppState;
}

async function withOneJacket(locale = 'en-us'): Promise<Shopper> {
  const browser = shopper();
  const added = await browser.fetch(`/${locale}/fapi/cart/items`, { method: 'POST', body: JSON.stringify({ productId: JACKET, qty: 1 }) });
  expect(added.status, await added.clone().text()).toBe(200);
  return browser;
}

describe('commerce down', { timeout: 60_000 }, () => {
  it('renders the cart page as out of reach, not empty, and the basket is whole once commerce is back', async () => {
    const browser = await withOneJacket();
    const page = await browser.fetch('/en-us/cart', {}, COMMERCE_DOWN);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain('cart-page__empty');
    expect(html).not.toContain('Your cart is empty');
    expect(html).toContain('We can’t show your cart right now');
    // The header still counts the shopper's line: nothing told the browser the cart is gone.
    expect(browser.cookies.get(CART_COOKIE)).toBe('1');
    const state = stateOf(html);
    expect(state.page.kind === 'cart' && state.page.cart).toBeNull();

    const refused = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: JACKET, qty: 1 }) }, COMMERCE_DOWN);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect((await refused.json()) as object).toMatchObject({ errorDetails: [{ errorId: expect.any(String), message: expect.any(String) }] });
    expect(browser.cookies.get(CART_COOKIE)).toBe('1');

    const back = CartAnswerSchema.parse(await (await browser.fetch('/en-us/fapi/cart')).json());
    expect(back.cart?.items.map((item) => [item.productId, item.qty])).toEqual([[JACKET, 1]]);
  });
});

describe('CMS down with nothing cached', { timeout: 60_000 }, () => {
  it('still renders the cart, checkout and sign-in with their own interface and without CMS slots', async () => {
    const browser = await withOneJacket('en-gb');
    const cart = await browser.fetch('/en-gb/cart', {}, CMS_DOWN);
    const cartHtml = await cart.text();
    expect(cart.status).toBe(200);
    expect(cartHtml).toContain('class="cart-page"');
    expect(cartHtml).toContain(`data-item-id=`);
    expect(stateOf(cartHtml).headerFragment).toBeNull();

    const checkout = await browser.fetch('/en-gb/checkout', {}, CMS_DOWN);
    const checkoutHtml = await checkout.text();
    expect(checkout.status, checkoutHtml.slice(0, 300)).toBe(200);
    expect(stateOf(checkoutHtml).pageType).toBe('checkout');

    const signIn = await browser.fetch('/en-gb/sign-in', {}, CMS_DOWN);
    const signInHtml = await signIn.text();
    expect(signIn.status).toBe(200);
    expect(stateOf(signInHtml).pageType).toBe('sign-in');
    expect(signInHtml).toMatch(/<input[^>]+type="password"/);
  });

  it('answers content pages with the error page, 503 and Retry-After', async () => {
    for (const path of ['/en-gb', '/en-gb/privacy']) {
      const response = await request(path, undefined, CMS_DOWN);
      const html = await response.text();
      expect(response.status, path).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(stateOf(html).pageType).toBe('error');
    }
  });
});

describe('personalisation engine and experiments gone', { timeout: 60_000 }, () => {
  it('renders the baselines, as a page whose engine answered nothing', async () => {
    const gone: Partial<Env> = { CONSENT_DEFAULT_REGION: 'NA', UPSTREAM_PERSONALISATION_URL: CLOSED, UPSTREAM_EXPERIMENTS_URL: CLOSED };
    const response = await request('/en-us/kitchen-sink', { headers: { cookie: `mt.v=${monetateIdFor('v-sale')}`, 'x-html-cache': 'bypass' } }, gone);
    const html = await response.text();
    expect(response.status).toBe(200);
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('Find your next adventure');
    expect(markup).not.toContain('Up to 40% off last season');
    expect(stateOf(html).personalisation.decision).toBeNull();
  });
});
