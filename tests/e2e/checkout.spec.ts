import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { Variant } from '../fixtures/variants';
import { blockingViolations, expect, tabTo, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem, fillUsAddress, nextYear, payWithCard, stepHeading } from './checkout-steps';

// The checkout in the browser, against the mocks' basket, payment provider and orders: a guest
// pays by card to the confirmation page, 3-D Secure passes and fails, every step survives a reload,
// a PO box is refused at its field and corrected, and the whole way can be done by keyboard.

const APPROVED = '4111 1111 1111 1111';
const CHALLENGED = '4000 0000 0000 3220';

// Each test walks a whole checkout (a dozen server round trips, the provider's frame, axe on every
// step): well inside a minute alone, but the suite's parallel workers share two cores with it.
test.describe.configure({ timeout: 90_000 });

/** A guest with one item in the basket, on the shipping step; answers the item. */
async function startCheckout(page: Page): Promise<Variant> {
  const item = anyCheckoutItem();
  await visit(page, '/en-us');
  await addToCart(page, item.sku);
  await visit(page, '/en-us/checkout');
  await expect(stepHeading(page)).toHaveText('Shipping');
  return item;
}

const currentStep = (page: Page) => page.locator('.checkout-steps [aria-current="step"]');
const addressForm = (page: Page) => page.locator('form.address-form');

async function fillAddress(form: Locator, street = '1200 Pearl Street') {
  await fillUsAddress(form, 'checkout', street);
}

async function shipTo(page: Page) {
  await fillAddress(addressForm(page));
  await addressForm(page).getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
}

const cardFields = (page: Page): FrameLocator => page.frameLocator('iframe[title="Card number and security code"]');

async function payBy(page: Page, number: string) {
  await payWithCard(page, number);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
}

test('a guest pays by card and lands on the confirmation with the cart emptied', async ({ page }) => {
  const item = await startCheckout(page);
  await expect(currentStep(page)).toHaveText('Step 1: Shipping');
  expect(await blockingViolations(page)).toEqual([]);
  await shipTo(page);
  await expect(page).toHaveURL(/\/en-us\/checkout\/billing$/);
  expect(await blockingViolations(page)).toEqual([]);
  await payBy(page, APPROVED);
  await expect(page).toHaveURL(/\/en-us\/checkout\/summary$/);
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  await expect(page.getByTestId('summary-payment')).toContainText('1111');
  expect(await blockingViolations(page)).toEqual([]);

  // A double click places one order: every request of the attempt carries the same id.
  const attempts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/fapi/checkout/order') && request.method() === 'POST') attempts.push((request.postDataJSON() as { attemptId: string }).attemptId);
  });
  const place = page.getByRole('button', { name: 'Place order' });
  const order = page.waitForResponse((response) => response.url().endsWith('/fapi/checkout/order') && response.request().method() === 'POST');
  await place.dblclick();
  await order;
  expect(attempts.length).toBeGreaterThan(0);
  expect(new Set(attempts).size).toBe(1);
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^RL\d{8}$/);
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  await expect(page.getByTestId('order-payment')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /\/en-us\/sign-up\?email=checkout-/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ridgeline:checkout') ?? 'null'))).toMatchObject({ step: 'shipping', attemptId: null });
  expect(await blockingViolations(page)).toEqual([]);
});

test('a declined card is told at the top of the summary, and the next try is a new attempt', async ({ page, problems }) => {
  await startCheckout(page);
  await shipTo(page);
  await payBy(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place order' }).click();
  const notice = page.locator('.checkout__notice');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toHaveAttribute('data-kind', 'error');
  await expect(notice).toContainText('Your payment could not be processed');
  await expect(stepHeading(page)).toHaveText('Review and place order');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ridgeline:checkout') ?? 'null'))).toMatchObject({ step: 'summary', attemptId: null });
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 402/.test(problem)));
});

test('the SMS opt-in shows its terms on the first tick, and clears when the phone is no longer valid', async ({ page }) => {
  await startCheckout(page);
  const form = addressForm(page);
  const sms = form.getByLabel('Send me text messages about this order');
  await expect(sms).toBeDisabled();
  await fillAddress(form);
  // The first tick shows the terms; accepting them ticks the box.
  await sms.click();
  await expect(sms).not.toBeChecked();
  await form.getByRole('button', { name: 'I accept' }).click();
  await expect(sms).toBeChecked();
  await expect(form.getByRole('status').filter({ hasText: 'You will get text messages' })).toBeVisible();
  await form.getByLabel('Phone').fill('303');
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();
});

test('a later step cannot be reached before the earlier ones are complete', async ({ page }) => {
  await startCheckout(page);
  await visit(page, '/en-us/checkout/summary');
  await expect(page).toHaveURL(/\/en-us\/checkout\/shipping$/);
  await expect(stepHeading(page)).toHaveText('Shipping');
});

test('every step survives a reload, and Back returns to the step before', async ({ page }) => {
  await startCheckout(page);
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Shipping');
  await shipTo(page);
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await payBy(page, APPROVED);
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expect(page.getByTestId('summary-payment')).toContainText('1111');
  // The terms accepted on billing stay accepted: the summary does not ask again.
  await expect(page.getByLabel(/I accept the terms and conditions of sale/)).toHaveCount(0);
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await expect(page).toHaveURL(/\/en-us\/checkout\/billing$/);
  await expect(page.getByLabel(/I accept the terms and conditions of sale/)).toBeChecked();
});

test('a PO box is refused at the street field and the corrected address goes through', async ({ page, problems }) => {
  await startCheckout(page);
  const form = addressForm(page);
  await fillAddress(form, 'PO Box 123');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  const street = form.getByLabel('Address', { exact: true });
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toBeFocused();
  await expect(form.getByRole('alert')).toContainText('PO box');
  await street.fill('1200 Pearl Street');
  await expect(street).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  // The refusal was expected: the browser logged its 4xx.
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 4\d\d/.test(problem)));
});

test('a challenged card that passes 3-D Secure is ordered', async ({ page }) => {
  await startCheckout(page);
  await shipTo(page);
  await payBy(page, CHALLENGED);
  const place = page.getByRole('button', { name: 'Place order' });
  await place.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  const issuer = page.frameLocator('iframe[title="Card issuer’s payment confirmation"]');
  await expect(issuer.getByRole('button', { name: /pass|approve|confirm/i }).first()).toBeVisible();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  // Escape closes the dialog but keeps the order waiting for its challenge. The issuer's page
  // takes focus inside its frame, whose keys the shop cannot hear: Escape is pressed on the
  // dialog's own controls.
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(place).toBeFocused();
  await page.getByRole('button', { name: 'Confirm your payment' }).click();
  await expect(dialog).toBeVisible();
  await issuer.getByRole('button', { name: /pass|approve|confirm/i }).first().click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a challenged card that fails returns to billing with a new cart', async ({ page, problems }) => {
  await startCheckout(page);
  await shipTo(page);
  await payBy(page, CHALLENGED);
  const before = await page.evaluate(() => fetch('/fapi/checkout').then((response) => response.json() as Promise<{ cart: { basketId: string } }>));
  await page.getByRole('button', { name: 'Place order' }).click();
  const issuer = page.frameLocator('iframe[title="Card issuer’s payment confirmation"]');
  await issuer.getByRole('button', { name: /fail|decline|reject/i }).first().click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await expect(page).toHaveURL(/\/en-us\/checkout\/billing$/);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be authenticated' })).toBeVisible();
  const after = await page.evaluate(() => fetch('/fapi/checkout').then((response) => response.json() as Promise<{ cart: { basketId: string } }>));
  expect(after.cart.basketId).not.toBe(before.cart.basketId);
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 4\d\d/.test(problem)));
});

test('the whole checkout can be done with the keyboard alone', async ({ page }) => {
  await startCheckout(page);
  const form = addressForm(page);
  // Typing needs focus on each field; every control is reached with Tab and used with keys.
  await tabTo(page, form.getByLabel('Country'), 60);
  for (const [label, value] of [
    ['First name', 'Robin'],
    ['Last name', 'Hale'],
    ['Address', '1200 Pearl Street'],
    ['Apartment, suite, etc. (optional)', ''],
    ['City', 'Boulder'],
    ['Postal code', '80302'],
    ['Email', `keys-${Date.now().toString(36)}@example.com`],
    ['Phone', '3035550142'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
    if (value) await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('State or province')).toBeFocused();
  await page.keyboard.type('Colorado');
  await tabTo(page, form.getByRole('button', { name: 'Save shipping address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  await tabTo(page, page.getByRole('button', { name: 'Continue to billing' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toBeFocused();

  const frame = page.locator('iframe[title="Card number and security code"]');
  // Tabbing onto the frame (once the provider's page is in it) lands on its first field.
  await expect(cardFields(page).getByLabel('Card number')).toBeVisible();
  await tabTo(page, frame, 20);
  await expect(cardFields(page).getByLabel('Card number')).toBeFocused();
  await page.keyboard.type(APPROVED);
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, page.getByLabel('Expiry date (MM/YY)'));
  await page.keyboard.type(`09/${nextYear}`);
  await tabTo(page, page.getByRole('button', { name: 'Pay with this card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-on-order')).toContainText('1111');
  await tabTo(page, page.getByLabel(/I accept the terms and conditions of sale/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue to review' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Place order' }), 40);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
});
