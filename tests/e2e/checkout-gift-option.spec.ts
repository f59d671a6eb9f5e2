import { blockingViolations, expect, test } from './fixtures';
import { anyCheckoutItem, guestAtShipping, payWithCard, stepHeading } from './checkout-steps';

// A guest buying a digital gift card and a physical item gives the gift card its gift option at
// the shipping step, in the "add gift option" dialog and by keyboard only; the summary and the
// confirmation then say who the gift card is for.

const GIFT_CARD = 'GC000001000-50';

test.describe.configure({ timeout: 90_000 });

test('a guest adds a gift card’s gift option by keyboard at shipping, and sees it on the summary and the confirmation', async ({ page }) => {
  await guestAtShipping(page, [GIFT_CARD, anyCheckoutItem().sku], 'gift-option');

  // Only the digital line is listed, without a gift option yet.
  const gifts = page.locator('.checkout-gift-options');
  await expect(gifts.locator('li')).toHaveCount(1);
  await expect(gifts.getByTestId('gift-option')).toHaveCount(0);
  // A gift card may be bought for oneself: the step does not wait for a gift option.
  await expect(page.getByRole('button', { name: 'Continue to billing' })).toBeEnabled();

  const opener = gifts.getByRole('button', { name: /^Add gift option for / });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add gift option' });
  const email = dialog.getByLabel('Recipient email');
  await expect(email).toBeVisible();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  // From the dialog's close button through the three fields to "Save", and nowhere outside the dialog.
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Message')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save gift option' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.field__error')).toHaveText(['This field is required', 'This field is required', 'This field is required', '']);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('This field is required');
  await expect(email).toBeFocused();
  await page.keyboard.type('robin.gift@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Happy trails!');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).not.toBeVisible();
  // The checkout's own state has it, and focus is back on the button that opened the dialog.
  await expect(gifts.getByTestId('gift-option')).toHaveText('Gift for Sam (robin.gift@example.com)');
  await expect(gifts.getByRole('button', { name: /^Edit gift option for / })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await payWithCard(page);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expect(page.getByTestId('summary-gift-option')).toHaveText(['Gift for Sam (robin.gift@example.com)']);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.locator('.order__gift')).toHaveText(['Gift card for Sam, emailed to robin.gift@example.com']);
});
