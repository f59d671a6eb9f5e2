import type { Page } from '@playwright/test';
import { blockingViolations, expect, test, visit } from './fixtures';
import { anyCheckoutItem, guestAtShipping, payWithCard, stepHeading } from './checkout-steps';

// The checkout stays focused: the page registry keeps the pop-up manager off every checkout step
// and the order confirmation, while the pages a shopper browses still offer the seeded pop-ups.

test.use({ popups: 'shown' });
// A whole checkout with a wait past the pop-up delay on each of its four pages.
test.describe.configure({ timeout: 120_000 });

/** Comfortably past the seeded pop-ups' delay (2000 ms once nothing else is open). */
const PAST_DELAY_MS = 3_500;

const popupTab = (page: Page) => page.getByRole('button', { name: 'Get 10% off' });

async function expectNoPopupAfterDelay(page: Page) {
  await page.waitForTimeout(PAST_DELAY_MS);
  await expect(page.locator('.popup-manager')).toHaveCount(0);
  await expect(popupTab(page)).toHaveCount(0);
}

test('no pop-up on any checkout step or the confirmation, while home still offers one', async ({ page }) => {
  // The control: this browser, with nothing dismissed, is offered the pop-up on home.
  await visit(page, '/en-us');
  await expect(popupTab(page)).toBeVisible({ timeout: 10_000 });

  await guestAtShipping(page, anyCheckoutItem().sku, 'no-popups');
  await expectNoPopupAfterDelay(page);

  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await expectNoPopupAfterDelay(page);

  await payWithCard(page);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expectNoPopupAfterDelay(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expectNoPopupAfterDelay(page);
  expect(await blockingViolations(page)).toEqual([]);

  // Still not dismissed: the way back to browsing offers it again.
  await visit(page, '/en-us');
  await expect(popupTab(page)).toBeVisible({ timeout: 10_000 });
});
