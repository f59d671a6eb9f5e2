import type { Locator } from '@playwright/test';
import { storeStock } from '../../mocks/data/stores';
import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart, checkoutItems, payWithCard, stepHeading } from './checkout-steps';

// Pickup in store on the Canadian site, where the pickup contact is required: the line is set to
// pickup on the cart page, the checkout shows the store and asks who collects the order (no
// shipping address), the card is typed into the provider's frame, and the order is placed.

const STORE = { storeId: 'CA-VAN-01', name: 'Ridgeline Vancouver', line1: '1055 Robson St' };
const anyItem = checkoutItems((variant) => storeStock(STORE.storeId, variant.sku, variant.units).quantity >= 1);

test.describe.configure({ timeout: 120_000 });

async function fillBilling(form: Locator) {
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Hale');
  await form.getByLabel('Address', { exact: true }).fill('1055 Robson St');
  await form.getByLabel('City').fill('Vancouver');
  await form.getByLabel(/province/i).selectOption({ label: 'British Columbia' });
  await form.getByLabel('Postal code').fill('V6E 1A7');
  await form.getByLabel('Email').fill(`pickup-${Date.now().toString(36)}@example.com`);
  await form.getByLabel('Phone').fill('6045550117');
}

test('a pickup-in-store purchase: set on the cart page, the contact at checkout, a card, and the order placed', async ({ page }) => {
  const item = anyItem();
  // The shop's own pages only: the provider's card frame is another origin, with no storage of ours.
  await page.addInitScript((store) => {
    if (window === window.top) window.localStorage.setItem('ridgeline:favoriteStore', store);
  }, JSON.stringify({ storeId: STORE.storeId, name: STORE.name }));
  await visit(page, '/en-ca');
  await addToCart(page, item.sku, 'en-ca');

  await visit(page, '/en-ca/cart');
  const row = page.locator('.cart-lines .cart-line').filter({ hasText: item.record.name });
  await row.getByRole('button', { name: `Delivery method for ${item.record.name}` }).click();
  const dialog = page.locator('dialog[aria-labelledby="cart-change-shipping-method-title"]');
  await dialog.getByRole('button', { name: new RegExp(`^Pick up at ${STORE.name}`) }).click();
  await expect(row).toContainText(`Pick up at ${STORE.name}`);

  await page.locator('.cart-page__checkout').click();
  await expect(stepHeading(page)).toHaveText('Shipping');
  // A store shipment: its store, and no shipping address to give.
  await expect(page.getByTestId('pickup-store')).toContainText(STORE.name);
  await expect(page.getByTestId('pickup-store')).toContainText(STORE.line1);
  await expect(page.locator('form.address-form')).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Continue to billing' });
  await expect(next).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);

  // The contact is required here: a missing phone is refused at its field.
  const contact = page.locator('form.checkout-pickup__contact');
  await contact.getByLabel('Contact name').fill('Robin Hale');
  await contact.getByLabel('Contact email').fill('robin@example.com');
  await contact.getByRole('button', { name: 'Save pickup contact' }).click();
  await expect(contact.getByLabel('Contact phone')).toBeFocused();
  await expect(contact.getByLabel('Contact phone')).toHaveAttribute('aria-invalid', 'true');
  expect(await blockingViolations(page)).toEqual([]);
  await contact.getByLabel('Contact phone').fill('604 555 0199');
  await contact.getByRole('button', { name: 'Save pickup contact' }).click();
  await expect(page.getByTestId('pickup-contact')).toContainText('Robin Hale');
  await next.click();

  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await fillBilling(page.locator('form.address-form'));
  await page.locator('form.address-form').getByRole('button', { name: 'Save billing address' }).click();
  await expect(page.getByTestId('billing-address')).toContainText('1055 Robson St');
  await payWithCard(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expect(page.getByTestId('summary-store')).toContainText(`${STORE.name}, ${STORE.line1}`);
  await expect(page.getByTestId('summary-pickup-contact')).toContainText('Robin Hale');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-ca\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^RL\d{8}$/);
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  // The confirmation names the store the order waits at.
  await expect(page.getByTestId('order-pickup')).toHaveText(`Pick up at ${STORE.name}`);
  expect(await blockingViolations(page)).toEqual([]);
});

test('a pick-up point shipment: collection points near a postal code, the chosen one becomes its address', async ({ page }) => {
  await visit(page, '/en-ca');
  await addToCart(page, anyItem().sku, 'en-ca');
  await visit(page, '/en-ca/checkout');
  // The method is the server's: the radio is checked once its answer comes back.
  await page.getByRole('radio', { name: /Pick-up point/ }).click();
  await expect(page.getByRole('heading', { name: 'Collection point' })).toBeVisible();

  const contact = page.locator('form.checkout-pickup__contact');
  await contact.getByLabel('Contact name').fill('Robin Hale');
  await contact.getByLabel('Contact email').fill('robin@example.com');
  await contact.getByLabel('Contact phone').fill('604 555 0199');
  await contact.getByRole('button', { name: 'Save pickup contact' }).click();
  await expect(page.getByTestId('pickup-contact')).toContainText('Robin Hale');

  await page.getByLabel('Postal code to search near').fill('V6E 1A7');
  await page.getByRole('button', { name: 'Find collection points' }).click();
  const choose = page.getByRole('button', { name: `Collect at ${STORE.name}` });
  await expect(choose).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await choose.click();
  await expect(page.getByTestId('collection-point')).toContainText(`${STORE.line1}, ${STORE.name}`);
  // A pick-up point shipment takes no home address.
  await expect(page.locator('form.address-form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
});
