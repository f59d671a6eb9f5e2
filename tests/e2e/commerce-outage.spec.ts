import type { Page } from '@playwright/test';
import { productPath } from '../../shared/routing';
import { variantOf } from '../fixtures/variants';
import { expect, test, visit } from './fixtures';

// A commerce outage is not a lost cart: the browser keeps the lines it knows and asks the
// shopper to try again, with no backend code in sight. The outage is the cart routes answering
// as the worker does when the commerce backend is down (its token call refused).

const JACKET = variantOf('JK', (units) => units >= 20);

const OUTAGE = { status: 502, contentType: 'application/json', body: JSON.stringify({ errorDetails: [{ errorId: 'AUT409', message: 'Duplicated token' }], appId: 'ridgeline-storefront', correlationId: 'outage' }) };

async function commerceDown(page: Page): Promise<void> {
  await page.route(/\/fapi\/cart(\/|\?|$)/, (route) => route.fulfill(OUTAGE));
}

/** The browser logs each refused call; these were the outage, nothing else. */
function dropOutageLogs(problems: string[]): void {
  problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('status of 502')));
}

test('with commerce down, the cart keeps its lines and says it cannot be shown now', async ({ page, problems }) => {
  await visit(page, '/en-us');
  const added = await page.request.post('/en-us/fapi/cart/items', { data: { productId: JACKET.sku, qty: 1 }, headers: { origin: new URL(page.url()).origin } });
  expect(added.status()).toBe(200);
  await visit(page, '/en-us/cart');
  await expect(page.locator('.cart-lines .cart-line')).toHaveCount(1);
  // The page remembers the cart once its script has read it: going down before then would test nothing.
  const rememberedLines = () => page.evaluate(() => (JSON.parse(localStorage.getItem('ridgeline:cart') ?? 'null') as { lines?: { productId: string }[] } | null)?.lines?.map((line) => line.productId));
  await expect.poll(rememberedLines).toEqual([JACKET.sku]);

  await commerceDown(page);
  const read = page.waitForResponse((response) => /\/fapi\/cart(\?|$)/.test(response.url()));
  await page.reload();
  await read;
  await expect(page.locator('.cart-page__notices')).toContainText('We can’t show your cart right now');
  await expect(page.locator('.cart-line')).toContainText(JACKET.record.name);
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('AUT409');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Nothing was forgotten: the browser's remembered lines are all still there.
  expect(await rememberedLines()).toEqual([JACKET.sku]);
  dropOutageLogs(problems);
});

test('with commerce down, add to cart asks to try again, with no backend code', async ({ page, problems }) => {
  await visit(page, `${productPath('en-us', JACKET.record.slug, JACKET.record.id)}?color=${JACKET.color}`);
  await commerceDown(page);
  await page.locator('.pdp fieldset').filter({ hasText: 'Size' }).locator(`label:has(input[value="${JACKET.size}"])`).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const status = page.locator('.add-to-cart__status');
  await expect(status).toHaveText('We couldn’t add this to your cart just now. Please try again in a moment.');
  await expect(status).not.toContainText('AUT409');
  dropOutageLogs(problems);
});
