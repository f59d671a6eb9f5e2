import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem, fillUsAddress, payWithCard, stepHeading } from './checkout-steps';

// With the CMS down and nothing in the content cache, a shopper still checks out: the cart and each
// checkout step render with their own interface and without CMS slots, and the order is placed.
// Content pages meanwhile answer the error page. The second shop of playwright.config.ts is that outage.

// playwright.config.ts starts it on the browser tests' port + 100.
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8788) + 100}` });
test.describe.configure({ timeout: 120_000 });

test('a guest checks out while the CMS is down, and home says the shop is briefly unavailable', async ({ page }) => {
  const home = await page.request.get('/en-us');
  expect(home.status()).toBe(503);
  expect(Number(home.headers()['retry-after'])).toBeGreaterThan(0);

  // The cart, not home (which is the error page now), is where this shopper starts.
  await visit(page, '/en-us/cart');
  await addToCart(page, anyCheckoutItem().sku);
  await visit(page, '/en-us/checkout');
  await expect(stepHeading(page)).toHaveText('Shipping');
  const form = page.locator('form.address-form');
  await fillUsAddress(form, 'cms-outage');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await payWithCard(page);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.locator('.order-confirmation')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await visit(page, '/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
});
