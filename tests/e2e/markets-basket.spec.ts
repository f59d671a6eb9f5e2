import { productPath } from '../../shared/routing';
import { variants } from '../fixtures/variants';
import { addToCart } from './checkout-steps';
import { blockingViolations, expect, miniCart, test, visit } from './fixtures';

// A basket is its site's: an add from a German page makes a basket in euros, and a US basket
// taken to the German site comes along re-priced, with a notice in German.

const JACKET = variants(1, (variant) => variant.record.id.startsWith('JK') && variant.units >= 10)[0]!;

test('an add on a German product page shows euros in the mini-cart and on the cart page, never dollars', async ({ page }) => {
  await visit(page, `${productPath('de-de', JACKET.record.slug, JACKET.record.id)}?color=${JACKET.color}`);
  await page.locator('.pdp fieldset').filter({ hasText: 'Größe' }).locator(`label:has(input[value="${JACKET.size}"])`).click();
  const added = page.waitForResponse((response) => response.url().endsWith('/de-de/fapi/cart/items') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  expect((await added).status()).toBe(200);
  const dialog = miniCart(page);
  await expect(dialog.locator('.cart-line')).toHaveCount(1);
  await expect(page.getByTestId('mini-cart-subtotal')).toContainText('€');
  await expect(dialog).not.toContainText('$');

  await visit(page, '/de-de/cart');
  await expect(page.locator('.cart-lines .cart-line')).toHaveCount(1);
  const summary = page.locator('.order-summary');
  await expect(summary).toContainText('€');
  await expect(page.locator('.cart-page')).not.toContainText('$');
});

test('a US basket taken to the German cart comes along in euros, with a notice in German', async ({ page }) => {
  await visit(page, '/en-us');
  await addToCart(page, JACKET.sku, 'en-us');
  await visit(page, '/de-de/cart');
  const notice = page.getByTestId('site-switch-notice');
  await expect(notice).toContainText('Ihr Warenkorb ist aus unserem Shop (Vereinigte Staaten) mitgekommen');
  await expect(notice).toContainText('EUR');
  await expect(page.locator('.cart-lines .cart-line')).toHaveCount(1);
  await expect(page.locator('.order-summary')).toContainText('€');
  await expect(page.locator('.cart-page')).not.toContainText('$');
  expect(await blockingViolations(page)).toEqual([]);
});
