import { blockingViolations, expect, test } from './fixtures';
import { anyCheckoutItem, guestAtReview } from './checkout-steps';

// The same basket on the review step in two tabs: the first places it, the second is told the
// order was already placed and is linked to it, rather than told its cart expired.

test.describe.configure({ timeout: 120_000 });

test('a second tab finds the order already placed and links to it', async ({ page, context }) => {
  await guestAtReview(page, anyCheckoutItem().sku, 'second-tab');
  const second = await context.newPage();
  await second.goto('/en-us/checkout/summary');
  await expect(second.locator('#checkout-step-title')).toHaveText('Review and place order');

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/(RL\d{8})$/);
  const orderNumber = page.url().split('/').pop()!;

  // The second tab may need the terms ticked again: its own page state.
  const terms = second.getByLabel(/I accept the terms and conditions of sale/);
  if (await terms.isVisible()) await terms.check();
  await second.getByRole('button', { name: 'Place order' }).click();
  const placed = second.getByTestId('already-placed');
  await expect(placed).toContainText('This order has already been placed, in another tab or window.');
  await expect(placed).toBeFocused();
  await expect(second.getByText('Your cart has expired')).toHaveCount(0);
  const link = placed.getByRole('link', { name: `View order ${orderNumber}` });
  expect(await blockingViolations(second)).toEqual([]);
  await link.click();
  await second.waitForURL(new RegExp(`/en-us/order-confirmation/${orderNumber}$`));
});
