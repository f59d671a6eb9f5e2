import type { Page } from '@playwright/test';
import { blockingViolations, expect, test } from './fixtures';
import { anyCheckoutItem, guestAtShipping, payWithCard, stepHeading } from './checkout-steps';

// A guest pays part of the order with a gift card and the rest by card, to the confirmation page
// listing both payments; a gift card with nothing left is told at its input.

const APPROVED = '4111 1111 1111 1111';
const ZERO_BALANCE = 'RLGC-USD-ZERO-0000';

test.describe.configure({ timeout: 90_000 });

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A gift card of this test's own, in dollars (the site's currency), so no other run has spent it. */
async function newGiftCard(page: Page, balanceCents: number): Promise<{ giftCardNumber: string; pin: string }> {
  const response = await page.request.post('/fapi/test/giftcards', { data: { balance: balanceCents }, headers: origin(page) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function toBilling(page: Page) {
  await guestAtShipping(page, anyCheckoutItem().sku, 'gift-card');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
}

test('a guest pays with a gift card and a card for the rest, and the confirmation lists both', async ({ page, problems }) => {
  await toBilling(page);
  const panel = page.getByTestId('gift-card-panel');
  const number = panel.getByLabel('Gift card number');
  const pin = panel.getByLabel('PIN');

  // A card with nothing left is told at its number.
  await number.fill(ZERO_BALANCE);
  await pin.fill('1234');
  await panel.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('This gift card has no balance left.');
  await expect(number).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  // The refused add is the 400 the browser logs; nothing else may be.
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 400/.test(problem)));

  const giftCard = await newGiftCard(page, 500);
  await number.fill(giftCard.giftCardNumber);
  await pin.fill(giftCard.pin);
  await panel.getByRole('button', { name: 'Check balance' }).click();
  await expect(panel.getByTestId('gift-card-balance')).toHaveText('Balance: $5.00');
  await expect(number).not.toHaveAttribute('aria-invalid');
  await panel.getByRole('button', { name: 'Apply gift card' }).click();
  const last4 = giftCard.giftCardNumber.slice(-4);
  await expect(panel.getByTestId('gift-card-applied')).toHaveText(new RegExp(`Gift card •••• ${last4}: \\$5\\.00 applied`));
  await expect(panel.getByRole('button', { name: `Remove gift card •••• ${last4}` })).toBeVisible();
  await expect(page.getByTestId('remaining-to-pay')).toContainText('Left to pay: $');
  expect(await blockingViolations(page)).toEqual([]);

  // The card pays what the gift card leaves.
  await payWithCard(page, APPROVED);
  await expect(page.getByTestId('remaining-to-pay')).toHaveCount(0);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  const payments = page.getByTestId('order-payment');
  await expect(payments).toContainText(`Gift card •••• ${last4}`);
  await expect(payments).toContainText('1111');
  expect(await blockingViolations(page)).toEqual([]);
});
