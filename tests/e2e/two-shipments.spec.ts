import type { Page } from '@playwright/test';
import { storeStock } from '../../mocks/data/stores';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';
import { addToCart, checkoutItems, fillUsAddress, payWithCard, stepHeading } from './checkout-steps';

// A signed-in shopper's order in two shipments, one picked up in a Denver store and one delivered
// home: the checkout finds the shopper's email filled in, the shipping step groups each shipment's
// lines under where they go, and the confirmation and the account's order page list both
// shipments with their lines, the store by name and the home address.

const STORE = { storeId: 'US-DEN-01', name: 'Ridgeline Denver LoDo' };
const PASSWORD = 'Trailhead2026';
const withStoreInventory = checkoutItems((variant) => storeStock(STORE.storeId, variant.sku, variant.units).quantity >= 1);
const shipped = checkoutItems();

test.describe.configure({ timeout: 150_000 });

/** Moves the basket's line of `sku` to pickup at the store, as the cart page's delivery dialog does. */
async function pickUpInStore(page: Page, sku: string) {
  const status = await page.evaluate(
    async ({ sku, storeId }) => {
      const read = (await (await fetch('/en-us/fapi/cart')).json()) as { cart: { items: Array<{ itemId: string; productId: string; shipmentId: string }> } };
      const line = read.cart.items.find((item) => item.productId === sku)!;
      const moved = await fetch(`/en-us/fapi/cart/items/${line.itemId}/delivery`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'pickup', shippingId: line.shipmentId, storeId }) });
      return moved.status;
    },
    { sku, storeId: STORE.storeId },
  );
  expect(status).toBe(200);
}

async function expectBothShipments(page: Page, names: { store: string; home: string }) {
  const shipments = page.getByTestId('order-shipment');
  await expect(shipments).toHaveCount(2);
  const pickup = shipments.filter({ has: page.getByTestId('order-pickup') });
  await expect(pickup.getByTestId('order-pickup')).toHaveText(`Pick up at ${STORE.name}`);
  await expect(pickup).toContainText(names.store);
  await expect(pickup).toContainText(/Shipment [12] of 2: Pick up in store/);
  const home = shipments.filter({ has: page.getByTestId('order-ship-to') });
  await expect(home.getByTestId('order-ship-to')).toContainText('1200 Pearl Street');
  await expect(home).toContainText(names.home);
  await expect(home).toContainText(/Shipment [12] of 2: Home delivery/);
}

test('a pickup and a home delivery: two shipments at checkout, on the confirmation and in the account', async ({ page }) => {
  const email = await newAccount(page.request, PASSWORD);
  await signIn(page, email, PASSWORD);
  const store = withStoreInventory();
  let home = shipped();
  while (home.sku === store.sku) home = shipped();
  await visit(page, '/en-us');
  await addToCart(page, store.sku);
  await addToCart(page, home.sku);
  await pickUpInStore(page, store.sku);

  await visit(page, '/en-us/checkout');
  await expect(stepHeading(page)).toHaveText('Shipping');
  const groups = page.getByTestId('checkout-shipment');
  await expect(groups).toHaveCount(2);
  await expect(groups.filter({ hasText: `Pick up at ${STORE.name}` })).toContainText(store.record.name);
  await expect(groups.filter({ hasText: `Pick up at ${STORE.name}` }).getByRole('heading')).toHaveText(/^Shipment [12] of 2: Pick up at Ridgeline Denver LoDo — 1 item$/);
  await expect(groups.filter({ hasText: 'Delivery to your address' })).toContainText(home.record.name);
  // Signed in: the new address starts with the shopper's own email.
  const form = page.locator('form.address-form');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  expect(await blockingViolations(page)).toEqual([]);
  await fillUsAddress(form, 'two-shipments');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  await page.getByRole('button', { name: 'Continue to billing' }).click();

  await expect(stepHeading(page)).toHaveText('Billing and payment');
  // A home delivery is the shopper's own address: billing may be the same.
  await expect(page.getByLabel('Same as shipping address')).toBeChecked();
  await payWithCard(page);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);

  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expectBothShipments(page, { store: store.record.name, home: home.record.name });
  expect(await blockingViolations(page)).toEqual([]);

  await visit(page, `/en-us/account/orders/${orderNumber}`);
  await expectBothShipments(page, { store: store.record.name, home: home.record.name });
  expect(await blockingViolations(page)).toEqual([]);
});
