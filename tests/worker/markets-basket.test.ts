import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CartAnswerSchema, type CartAnswer } from '../../shared/cart/cart-routes';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { SITES } from '../../shared/site';
import type { Env } from '../../worker/env';
import { openSession, SESSION_COOKIE } from '../../worker/session/session';
import { variantOf } from '../fixtures/variants';
import { US_ADDRESS } from './checkout-helpers';
import { ORIGIN, shopper, type Shopper } from './helpers';

// A basket belongs to the site it was made on: priced in that site's currency, moved (re-priced)
// when the shopper takes it to another site, and never checked out or charged off its own site.

const config = env as unknown as Env;
const JACKET = variantOf('JK', (units) => units >= 20).sku;
const FLEECE = variantOf('FL', (units) => units >= 20).sku;
/** A $25 e-gift card: the US site issues it, the Norwegian one (250, 500, 1000 kr) does not. */
const USD_GIFT_CARD = 'GC000001000-25';

async function answerOf(response: Response): Promise<CartAnswer> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return CartAnswerSchema.parse(JSON.parse(text));
}

async function refusal(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!;
}

const add = (browser: Shopper, locale: string, productId: string, qty = 1) =>
  browser.fetch(`/${locale}/fapi/cart/items`, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ productId, qty }) });

const session = (browser: Shopper) => openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));

describe("a basket is its site's", () => {
  it.each(SITES.map((site) => [site.locale, site.currency, site.siteId] as const))("an add from a %s page makes a basket in %s", async (locale, currency, siteId) => {
    const browser = shopper();
    const { cart } = await answerOf(await add(browser, locale, JACKET));
    expect(cart?.currency).toBe(currency);
    expect(cart?.totals.currency).toBe(currency);
    expect(cart?.items.map((item) => item.price.currency)).toEqual([currency]);
    expect(await session(browser)).toMatchObject({ basketId: cart?.basketId, basketSiteId: siteId });
  });

  it('moves a US basket to the German site re-priced in euros, with a notice, and leaves the old one on its site', async () => {
    const browser = shopper();
    const us = (await answerOf(await add(browser, 'en-us', JACKET, 2))).cart!;
    expect(us.currency).toBe('USD');

    const moved = await answerOf(await browser.fetch('/de-de/fapi/cart'));
    expect(moved.siteSwitch).toEqual({ fromSiteId: 'RL_US', leftBehind: [] });
    expect(moved.cart?.basketId).not.toBe(us.basketId);
    expect(moved.cart?.currency).toBe('EUR');
    expect(moved.cart?.items.map((item) => [item.productId, item.qty, item.price.currency])).toEqual([[JACKET, 2, 'EUR']]);
    // Priced by the German price book: the same as the same lines added on the German site.
    const german = (await answerOf(await add(shopper(), 'de-de', JACKET, 2))).cart!;
    expect(moved.cart?.totals).toEqual(german.totals);
    expect(await session(browser)).toMatchObject({ basketId: moved.cart?.basketId, basketSiteId: 'RL_DE' });

    // Moved once: the next call on the German site works on the German basket, with no notice.
    const again = await answerOf(await add(browser, 'de-de', FLEECE));
    expect(again.siteSwitch).toBeUndefined();
    expect(again.cart?.basketId).toBe(moved.cart?.basketId);
    expect(again.cart?.items.map((item) => item.price.currency)).toEqual(['EUR', 'EUR']);

    // The US basket is left on its own site, as it was; the mocks still answer it there, and only there.
    const { accessToken } = (await session(browser))!;
    const onItsSite = await config.MOCKS.fetch(`https://mocks.internal/cart/v1/cart/${us.basketId}?locale=en-us`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(onItsSite.status).toBe(200);
    expect(((await onItsSite.json()) as { currency: string }).currency).toBe('USD');
    const elsewhere = await config.MOCKS.fetch(`https://mocks.internal/cart/v1/cart/${us.basketId}?locale=de-de`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await refusal(elsewhere, 404)).toMatchObject({ errorId: 'CART_NOT_FOUND', message: expect.stringContaining('RL_US') });
  });

  it('leaves behind, and names, the lines the new site does not sell', async () => {
    const browser = shopper();
    await answerOf(await add(browser, 'en-us', JACKET));
    const us = (await answerOf(await add(browser, 'en-us', USD_GIFT_CARD))).cart!;
    expect(us.items.map((item) => item.productId)).toEqual([JACKET, USD_GIFT_CARD]);
    const giftCardName = us.items[1]!.name;

    const moved = await answerOf(await add(browser, 'nb-no', FLEECE));
    expect(moved.siteSwitch).toEqual({ fromSiteId: 'RL_US', leftBehind: [{ productId: USD_GIFT_CARD, name: giftCardName }] });
    expect(moved.cart?.currency).toBe('NOK');
    expect(moved.cart?.items.map((item) => item.productId)).toEqual([JACKET, FLEECE]);
  });

  it('refuses checkout and place order from another site, so nothing is charged in the wrong currency', async () => {
    const browser = shopper();
    await answerOf(await add(browser, 'en-us', JACKET));
    const checkout = (path: string, method = 'GET', body?: unknown) =>
      browser.fetch(`/de-de/fapi/checkout${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    expect(await refusal(await checkout(''), 409)).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect(await refusal(await checkout('/shipping-address', 'POST', { address: US_ADDRESS }), 409)).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect(await refusal(await checkout('/order', 'POST', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: 'c' }), 409)).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    // Refused, not forgotten: the basket is still the shopper's on its own site.
    expect(await session(browser)).toMatchObject({ basketSiteId: 'RL_US' });
    const home = await browser.fetch('/en-us/fapi/checkout');
    expect(home.status, await home.clone().text()).toBe(200);
    expect(((await home.json()) as { cart: { currency: string } }).cart.currency).toBe('USD');
  });

  it('takes a call that names no site for the site of the basket, and refuses one with no basket to take it from', async () => {
    const browser = shopper();
    expect(await refusal(await browser.fetch('/fapi/cart/items', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ productId: JACKET, qty: 1 }) }), 400)).toMatchObject({ errorId: 'API400' });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    await answerOf(await add(browser, 'en-gb', JACKET));
    const root = await answerOf(await browser.fetch('/fapi/cart/items', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ productId: FLEECE, qty: 1 }) }));
    expect(root.siteSwitch).toBeUndefined();
    expect(root.cart?.currency).toBe('GBP');
    expect(root.cart?.items.map((item) => item.price.currency)).toEqual(['GBP', 'GBP']);
  });

  it('keeps a basket between the two languages of one site: en-ca and fr-ca share the Canadian basket', async () => {
    const browser = shopper();
    const english = (await answerOf(await add(browser, 'en-ca', JACKET))).cart!;
    const french = await answerOf(await browser.fetch('/fr-ca/fapi/cart'));
    expect(french.siteSwitch).toBeUndefined();
    expect(french.cart?.basketId).toBe(english.basketId);
    expect(french.cart?.currency).toBe('CAD');
  });
});
