import { blockingViolations, expect, test, visit } from './fixtures';
import { anyCheckoutItem, guestAtReview } from './checkout-steps';

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

  await guestAtReview(page, anyCheckoutItem().sku, 'cms-outage');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.locator('.order-confirmation')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await visit(page, '/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
});
