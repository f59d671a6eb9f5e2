import { blockingViolations, expect, signIn, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem, stepHeading } from './checkout-steps';

// Express checkout for the seeded member with a main card and a default shipping address: from
// the cart page straight to the summary, then the legal acceptance and the order.

test.describe.configure({ timeout: 90_000 });

test('the seeded member checks out express from the cart page to the confirmation', async ({ page }) => {
  const item = anyCheckoutItem();
  await visit(page, '/en-us');
  await signIn(page, 'sam.rivera@example.com');
  await addToCart(page, item.sku);

  await visit(page, '/en-us/cart');
  const express = page.getByRole('button', { name: 'Express checkout' });
  await expect(express).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await express.click();

  await page.waitForURL(/\/en-us\/checkout\/summary$/);
  await expect(stepHeading(page)).toHaveText('Review and place order');
  await expect(page.getByTestId('express-note')).toBeVisible();
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  await expect(page.getByTestId('summary-shipment').first()).toContainText('1200 Pearl St');
  await expect(page.getByTestId('summary-payment')).toContainText('1111');
  expect(await blockingViolations(page)).toEqual([]);

  // Express skipped billing, so the terms are accepted here; placing without them is refused at the box.
  const place = page.getByRole('button', { name: 'Place order' });
  await place.click();
  const legal = page.getByLabel(/I accept the terms and conditions of sale/);
  await expect(legal).toBeFocused();
  await legal.check();
  await place.click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^RL\d{8}$/);
  await expect(page.getByText(item.record.name).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await blockingViolations(page)).toEqual([]);
});

test('a guest is offered no express checkout on the cart page or the shipping step', async ({ page }) => {
  await visit(page, '/en-us');
  await addToCart(page, anyCheckoutItem().sku);
  await visit(page, '/en-us/cart');
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await visit(page, '/en-us/checkout');
  await expect(stepHeading(page)).toHaveText('Shipping');
  await expect(page.getByRole('button', { name: 'Express checkout' })).toHaveCount(0);
});
