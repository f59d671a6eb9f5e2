import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { Variant } from '../fixtures/variants';
import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem, fillUsAddress, stepHeading } from './checkout-steps';

// Klarna and PayPal in the browser, against the mock provider: a guest reads the pay-later terms,
// authorises in Klarna's frame and gets an order; a Klarna decline is the payment error at the
// top of the step; a guest approves on PayPal's page and comes back to place the order.

test.describe.configure({ timeout: 90_000 });

const addressForm = (page: Page) => page.locator('form.address-form');

async function fillAddress(form: Locator) {
  await fillUsAddress(form, 'altpay');
}

/** A guest with one item, shipped, on the billing step with `method` chosen to pay the rest. */
async function billingWith(page: Page, method: 'Klarna: pay later' | 'PayPal'): Promise<Variant> {
  const item = anyCheckoutItem();
  await visit(page, '/en-us');
  await addToCart(page, item.sku);
  await visit(page, '/en-us/checkout');
  await fillAddress(addressForm(page));
  await addressForm(page).getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await page.getByRole('group', { name: 'Pay with' }).getByLabel(method).check();
  return item;
}

const klarnaFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Klarna payment authorisation"]');

/** Opens the buy-now-pay-later info, checks it, and goes on to Klarna's frame. */
async function throughInfoDialog(page: Page) {
  const opener = page.getByRole('button', { name: 'Pay later with Klarna' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Buy now, pay later with Klarna' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('interest-free');
  expect(await blockingViolations(page)).toEqual([]);
  // Escape closes it and focus goes back to where it was opened from.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('button', { name: 'Continue to Klarna' }).click();
  await expect(dialog).toBeHidden();
  await expect(klarnaFrame(page).getByRole('heading', { name: 'Pay later with Klarna' })).toBeVisible();
}

test('a guest pays later with Klarna through the terms and the authorisation frame to the confirmation', async ({ page }) => {
  const item = await billingWith(page, 'Klarna: pay later');
  expect(await blockingViolations(page)).toEqual([]);
  await throughInfoDialog(page);
  await klarnaFrame(page).getByRole('button', { name: 'Authorise' }).click();
  await expect(page.getByTestId('klarna-on-order')).toHaveText('Klarna: authorised', { timeout: 15_000 });
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expect(page.getByTestId('summary-payment')).toContainText('Klarna');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  await expect(page.getByTestId('order-payment')).toContainText('Klarna');
});

test('a declined Klarna authorisation is the payment error at the top of the step', async ({ page }) => {
  await billingWith(page, 'Klarna: pay later');
  await throughInfoDialog(page);
  await klarnaFrame(page).getByRole('button', { name: 'Decline' }).click();
  const notice = page.locator('.checkout__notice');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Your payment could not be processed');
  await expect(page.getByTestId('klarna-on-order')).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText('Billing and payment');
});

test('a guest approves on PayPal’s page and comes back to place the order', async ({ page }) => {
  const item = await billingWith(page, 'PayPal');
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order', { timeout: 15_000 });
  // The single-use token does not stay in the address.
  await expect(page).toHaveURL(/\/en-us\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toContainText('PayPal');
  expect(await blockingViolations(page)).toEqual([]);
  // Accepted on the summary (the redirect left the billing step's page); the box goes once ticked.
  await page.getByLabel(/I accept the terms and conditions of sale/).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  await expect(page.getByTestId('order-payment')).toContainText('PayPal');
});

test('cancelling on PayPal’s page comes back to billing with a notice', async ({ page }) => {
  await billingWith(page, 'PayPal');
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.checkout__notice')).toContainText('You cancelled the PayPal payment');
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await expect(page).toHaveURL(/\/en-us\/checkout\/billing$/);
});
