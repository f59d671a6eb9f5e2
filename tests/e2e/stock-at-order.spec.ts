import type { Page } from '@playwright/test';
import { productPath } from '../../shared/routing';
import { variants, type Variant } from '../fixtures/variants';
import { blockingViolations, expect, test, visit } from './fixtures';
import { guestAtReview } from './checkout-steps';

// Stock lost at place order, resolved in place: guest A has every unit left of a low-stock size
// in the basket, guest B buys one, A's Place order flags the line "Only N left" on the review
// step, A takes that many there and then, and the order goes through. The product page tells
// the stock orders left, at each point.

test.describe.configure({ timeout: 150_000 });

// Low-stock sizes (the other browser tests order sizes with plenty); runs share the mocks' database,
// so each run takes the first one that still has a few units.
const CANDIDATES = variants(40, (variant) => variant.units >= 3 && variant.units <= 9 && !['BL', 'HW', 'GL', 'PK', 'GC'].includes(variant.record.id.slice(0, 2)), 'low-stock variants');

async function unitsLeft(page: Page, variant: Variant): Promise<number> {
  const response = await page.request.post(`/api/products/v1/products/${variant.record.id}/availability`, { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { variants: Array<{ sku: string; quantity: number }> };
  return body.variants.find((entry) => entry.sku === variant.sku)?.quantity ?? 0;
}

async function sizeOnProductPage(page: Page, variant: Variant) {
  await visit(page, productPath('en-us', variant.record.slug, `${variant.record.id}${variant.color}`));
  return page.locator('.pdp fieldset').filter({ hasText: 'Size' }).locator(`input[value="${variant.size}"]`);
}

test('a line short of stock at place order is flagged, reduced in place and ordered', async ({ browser, page, problems }) => {
  await visit(page, '/en-us');
  let variant: Variant | undefined;
  let left = 0;
  for (const candidate of CANDIDATES) {
    left = await unitsLeft(page, candidate);
    if (left >= 3 && left <= 9) {
      variant = candidate;
      break;
    }
  }
  if (!variant) throw new Error('no low-stock variant left in the mocks');

  // A has every unit left: all but one added here, the last by the checkout helper.
  const added = await page.request.post('/en-us/fapi/cart/items', { data: { productId: variant.sku, qty: left - 1 }, headers: { origin: new URL(page.url()).origin } });
  expect(added.status(), await added.text()).toBe(200);
  await guestAtReview(page, variant.sku, 'stock-a');

  // B buys one in a browser of their own.
  const other = await browser.newContext();
  const b = await other.newPage();
  await guestAtReview(b, variant.sku, 'stock-b');
  await b.getByRole('button', { name: 'Place order' }).click();
  await b.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  // The product page says what B left, not what it was rendered with before.
  const size = await sizeOnProductPage(b, variant);
  await size.locator('xpath=..').click();
  await expect(b.locator('.variant-picker__low-stock')).toHaveText(`Only ${left - 1} left`);
  await other.close();

  // A's Place order: the line is flagged on the review step, with how many are left.
  await page.getByRole('button', { name: 'Place order' }).click();
  const flag = page.getByTestId('line-stock');
  await expect(flag).toContainText(`Only ${left - 1} left`);
  await expect(page.locator('.checkout__notice')).toContainText('Another shopper bought some of what is in your cart');
  await expect(page.locator('.checkout__notice')).toBeFocused();
  // The refusal itself is the browser's one logged 409: expected here.
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 409/.test(problem)));
  expect(await blockingViolations(page)).toEqual([]);

  // Reduced right there; the summary is the backend's again and the order goes through.
  await flag.getByRole('button', { name: `Change the quantity of ${variant.record.name} to ${left - 1}` }).click();
  await expect(page.getByTestId('line-stock')).toHaveCount(0);
  await expect(page.locator('.checkout__notice')).toContainText(`Quantity of ${variant.record.name}: ${left - 1}.`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  expect(await blockingViolations(page)).toEqual([]);

  // None left: the product page says the size is sold out.
  const after = await sizeOnProductPage(page, variant);
  await expect(after).toBeDisabled();
});
