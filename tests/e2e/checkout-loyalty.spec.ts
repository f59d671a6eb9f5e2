import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';
import { addToCart, checkoutItems, payWithCard, stepHeading } from './checkout-steps';

// A loyalty member pays part of an order with a points voucher and the rest by card, and a promo
// code applied at checkout changes what is left to pay. The account is the test's own (a member
// with points), as the browser tests' mock database outlives a run.

const anyItem = checkoutItems((variant) => (variant.record.prices.USD?.lowCurrent ?? 0) >= 60);

test.describe.configure({ timeout: 90_000 });

async function shipTo(page: Page) {
  const form = page.locator('form.address-form');
  await form.getByLabel('First name').fill('Noor');
  await form.getByLabel('Last name').fill('Haddad');
  await form.getByLabel('Address', { exact: true }).fill('1200 Pearl Street');
  await form.getByLabel('City').fill('Boulder');
  await form.getByLabel('State or province').selectOption({ label: 'Colorado' });
  await form.getByLabel('Postal code').fill('80302');
  const email = form.getByLabel('Email');
  if (await email.isEditable()) await email.fill(`loyalty-${Date.now().toString(36)}@example.com`);
  await form.getByLabel('Phone').fill('3035550142');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
}

/** A signed-in shopper of the test's own (with the account facts given), one line in the basket, at the billing step. */
async function shopperAtBilling(page: Page, account: Parameters<typeof newAccount>[2]) {
  const email = await newAccount(page.request, 'Trailhead2026', account);
  await signIn(page, email);
  await visit(page, '/en-us');
  await addToCart(page, anyItem().sku);
  await visit(page, '/en-us/checkout');
  await expect(stepHeading(page)).toHaveText('Shipping');
  await shipTo(page);
}

test('a member applies the loyalty voucher, a promo code lowers what is left, and the card pays the rest', async ({ page }) => {
  await shopperAtBilling(page, { loyaltyPoints: 3000 });

  const loyalty = page.getByTestId('loyalty-payment');
  await expect(loyalty).toContainText('Use your 2500 points for $25.00 off');
  expect(await blockingViolations(page)).toEqual([]);
  await loyalty.getByRole('button', { name: 'Use my points' }).click();
  await expect(loyalty).toContainText('2500 points: $25.00 off this order');
  const remaining = page.getByTestId('remaining-to-pay');
  await expect(remaining).toContainText('Left to pay');
  const before = await remaining.textContent();

  await page.getByRole('textbox', { name: 'Promo code' }).fill('RIDGE10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.locator('.checkout-coupon .coupon__applied')).toContainText('Promo code RIDGE10 applied');
  await expect(remaining).not.toHaveText(before ?? '');
  expect(await blockingViolations(page)).toEqual([]);

  await payWithCard(page);
  await expect(remaining).toBeHidden();
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expect(page.getByTestId('summary-payment')).toHaveCount(2);
  await expect(page.getByTestId('summary-payment').first()).toContainText('Loyalty reward: $25.00');

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText('Loyalty voucher (2500 points)');
  await expect(payment).toContainText('1111');
  expect(await blockingViolations(page)).toEqual([]);
});

test('an athlete applies their credit at billing and removes it again', async ({ page }) => {
  // An athlete of the test's own, so applying the credit leaves every seeded athlete's basket alone.
  await shopperAtBilling(page, { athlete: { annualCredit: 30, currentSpend: 10 } });

  const athlete = page.getByTestId('athlete-payment');
  await expect(athlete).toContainText('Credit left this year: $20.00. It can pay $20.00 of this order.');
  expect(await blockingViolations(page)).toEqual([]);
  await athlete.getByRole('button', { name: 'Pay with my athlete credit' }).click();
  await expect(athlete).toContainText('Your athlete credit pays $20.00.');
  await expect(page.getByTestId('remaining-to-pay')).toContainText('Left to pay');
  expect(await blockingViolations(page)).toEqual([]);

  await athlete.getByRole('button', { name: 'Remove the athlete credit' }).click();
  await expect(athlete.getByRole('button', { name: 'Pay with my athlete credit' })).toBeVisible();
  await expect(athlete).not.toContainText('Your athlete credit pays');
});
