import type { Page } from '@playwright/test';
import { productPath } from '../../shared/routing';
import { variants, type Variant } from '../fixtures/variants';
import { blockingViolations, expect, miniCart, test, visit } from './fixtures';

// The offline cart: an add made offline is queued and shown as waiting; back online it is sent
// once, however often the replay starts (the `online` event fired again, a second tab); an add the
// cart refuses on replay is reported with the error catalogue's message; offline, the cart page
// shows the cart last seen, read-only.

/** Products with two sizes in good stock, each test its own, none that other tests use first. */
const PRODUCTS = (() => {
  const seen = new Map<string, Variant[]>();
  for (const variant of variants(400, (candidate) => !['BL', 'HW', 'GL', 'PK', 'GC', 'JK', 'FL'].includes(candidate.record.id.slice(0, 2)) && candidate.units >= 10)) {
    const sizes = seen.get(variant.record.id + variant.color) ?? [];
    if (!sizes.some((size) => size.size === variant.size)) sizes.push(variant);
    seen.set(variant.record.id + variant.color, sizes);
  }
  return [...seen.values()].filter((sizes) => sizes.length >= 2).slice(-6);
})();

/** What an offline page or a refused call logs (the browser reports each failed request); expected here, so taken out. */
function expectNetworkFailures(problems: string[]) {
  problems.splice(0, problems.length, ...problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 409/.test(problem)));
}

// Two pages, a product page's chunks and an offline round trip each: more than the default half-minute under load.
test.describe.configure({ timeout: 90_000 });

const pickSize = (page: Page, size: string) => page.locator('.pdp fieldset').filter({ hasText: /Size|Größe/ }).locator(`label:has(input[value="${size}"])`).click();

/** On the product page, online: one size added (which brings the cart's and the queue's code), the mini-cart closed. */
async function addedOnline(page: Page, locale: string, [first]: Variant[], addLabel: string) {
  await visit(page, `${productPath(locale, first!.record.slug, first!.record.id)}?color=${first!.color}`);
  await pickSize(page, first!.size);
  await page.getByRole('button', { name: addLabel }).click();
  await expect(miniCart(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(miniCart(page)).toBeHidden();
}

/** The variant the page adds for a size: in the colour of the line the online add made (the page's colour). */
async function skuOf(page: Page, locale: string, size: string): Promise<string> {
  const [[sku]] = (await cartLines(page, locale)) as [[string, number]];
  return sku.replace(/-[^-]+$/, `-${size}`);
}

async function cartLines(page: Page, locale: string): Promise<[string, number][]> {
  const answer = (await (await page.request.get(`/${locale}/fapi/cart?saved=0`)).json()) as { cart: { items: { productId: string; qty: number }[] } | null };
  return (answer.cart?.items ?? []).map((item) => [item.productId, item.qty]);
}

test('an add made offline is queued, then sent once when back online, though the replay starts three times', async ({ page, problems }) => {
  const sizes = PRODUCTS[0]!;
  const [, offline] = sizes;
  await addedOnline(page, 'en-us', sizes, 'Add to cart');
  const first = { sku: await skuOf(page, 'en-us', sizes[0]!.size) };
  const offlineSku = await skuOf(page, 'en-us', offline!.size);
  await page.context().setOffline(true);
  await pickSize(page, offline!.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const status = page.locator('.add-to-cart__status');
  await expect(status).toContainText('You are offline. This item will be added to your cart when you are back online.');
  await expect(status).toContainText('Waiting to be sent: 1 item');
  expect(await blockingViolations(page)).toEqual([]);

  await page.context().setOffline(false);
  // The browser's own `online`, two more, and a second tab whose start finds the queue waiting.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
  });
  const other = await page.context().newPage();
  await other.goto('/en-us/cart');
  await expect(page.locator('.toasts')).toContainText('Your offline additions were added to your cart');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(other.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect.poll(() => cartLines(page, 'en-us')).toEqual([
    [first.sku, 1],
    [offlineSku, 1],
  ]);
  // Nothing is left waiting, and nothing is sent again on the next start.
  await visit(page, '/en-us/cart');
  await expect(page.getByTestId('offline-waiting')).toHaveCount(0);
  expect(await cartLines(page, 'en-us')).toEqual([
    [first.sku, 1],
    [offlineSku, 1],
  ]);
  await other.close();
  expectNetworkFailures(problems);
});

test('an add the cart refuses on replay is reported with the catalogue message, in German', async ({ page, problems }) => {
  const sizes = PRODUCTS[1]!;
  const [, refused] = sizes;
  await addedOnline(page, 'de-de', sizes, 'In den Warenkorb');
  const firstSku = await skuOf(page, 'de-de', sizes[0]!.size);
  const refusedSku = await skuOf(page, 'de-de', refused!.size);
  const units = variants(1, (variant) => variant.sku === refusedSku)[0]!.units;
  await page.context().setOffline(true);
  await pickSize(page, refused!.size);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('.add-to-cart__status')).toContainText('Wartet auf Versand: 1 Artikel');
  // While the shopper is offline the last units go elsewhere.
  const setStock = (available: number) => page.request.post('/fapi/test/cart/stock', { data: { sku: refusedSku, available }, headers: { origin: new URL(page.url()).origin } });
  const stock = await setStock(0);
  expect(stock.status(), await stock.text()).toBe(200);
  try {
    await page.context().setOffline(false);
    const toast = page.locator('.toasts .toast').filter({ hasText: 'Ein offline hinzugefügter Artikel konnte nicht hinzugefügt werden' });
    await expect(toast).toContainText('Dieser Artikel ist ausverkauft.');
    expect(await blockingViolations(page)).toEqual([]);
    // Reported, then forgotten: the next page has nothing waiting and the cart holds only the first add.
    expect((await cartLines(page, 'de-de')).map(([sku]) => sku)).toEqual([firstSku]);
  } finally {
    await setStock(units);
  }
  expectNetworkFailures(problems);
});

test('offline, the cart page shows the cart last seen, read-only, and says so', async ({ page, problems }) => {
  const sizes = PRODUCTS[2]!;
  await addedOnline(page, 'en-us', sizes, 'Add to cart');
  await visit(page, '/en-us/cart');
  await expect(page.locator('.cart-lines .cart-line')).toHaveCount(1);
  await page.context().setOffline(true);
  await expect(page.getByTestId('cart-offline')).toHaveText('You are offline. This is your cart as this device last saw it; it cannot be changed until you are back online.');
  await expect(page.locator('.cart-lines--last-known .cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-page__checkout')).toHaveCount(0);
  await expect(page.locator('.cart-line button')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.context().setOffline(false);
  await expect(page.getByTestId('cart-offline')).toHaveCount(0);
  await expect(page.locator('.cart-page__checkout')).toBeVisible();
  expectNetworkFailures(problems);
});
