import type { Page } from '@playwright/test';
import { blockingViolations, expect, test } from './fixtures';
import { anyCheckoutItem, guestAtReview } from './checkout-steps';

// When the tax engine or the order totals check fails at place order, the shopper is told on the
// review step, nothing is charged, and the same basket goes through on the next try. A changed tax
// also reads the basket again, so the total shown is the one the next try pays.

test.describe.configure({ timeout: 90_000 });

/** The basket meets `code` at its next place order (the development test control). */
async function arrangeFault(page: Page, code: string) {
  const response = await page.request.post('/fapi/test/cart/fault', { data: { code }, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

// The page calls under its locale (/en-us/fapi/…).
const isPlaceOrder = (url: string) => /^(?:\/[a-z]{2}-[a-z]{2})?\/fapi\/checkout\/order$/.test(new URL(url).pathname);
const isCheckoutRead = (method: string, url: string) => method === 'GET' && /^(?:\/[a-z]{2}-[a-z]{2})?\/fapi\/checkout$/.test(new URL(url).pathname);

const CASES = [
  { code: 'TAX309', status: 502, notice: 'The tax on your order could not be calculated. Please try again later.', rereadsCart: false },
  { code: 'TAX310', status: 409, notice: 'The tax on your order has been updated. Please review the new total before placing your order.', rereadsCart: true },
  { code: 'ORD415', status: 409, notice: 'Your order total could not be confirmed. Please try again later.', rereadsCart: false },
] as const;

for (const { code, status, notice, rereadsCart } of CASES) {
  test(`${code} at place order: the shopper is told on the review step, and the next try places the order`, async ({ page, problems }) => {
    await guestAtReview(page, anyCheckoutItem().sku, `fault-${code.toLowerCase()}`);
    await arrangeFault(page, code);

    const refused = page.waitForResponse((response) => isPlaceOrder(response.url()));
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isCheckoutRead(request.method(), request.url())) reads.push(request.url());
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await refused).status()).toBe(status);

    // A notice above the steps, not an error: nothing the shopper did or can change caused it.
    const shown = page.locator('.checkout__notice');
    await expect(shown).toHaveText(new RegExp(notice.replace(/[.]/g, '\\.')));
    await expect(shown).toHaveAttribute('role', 'status');
    await expect(shown).toBeFocused();
    await expect(page).toHaveURL(/\/en-us\/checkout\/summary$/);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
    // Only a changed tax reads the basket again, for its new total.
    if (rereadsCart) await expect.poll(() => reads.length).toBeGreaterThan(0);
    else expect(reads).toEqual([]);
    expect(await blockingViolations(page)).toEqual([]);
    // The refusal is the one failed response the browser logs; nothing else may be.
    problems.splice(0, problems.length, ...problems.filter((problem) => !new RegExp(`status of ${status}`).test(problem)));

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
    await expect(page.getByTestId('order-payment')).toContainText('1111');
  });
}
