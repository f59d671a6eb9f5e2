import type { Page } from '@playwright/test';
import { storeStock } from '../../mocks/data/stores';
import { fr } from '../../shared/i18n/messages';
import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart, checkoutItems, payAndReview, stepHeading } from './checkout-steps';

// A failed payment changes the payment, nothing else. On the French Canadian site a guest sends
// the order to a pick-up point with a pickup contact, bills to their own address (not the
// point's), pays with a card whose issuer fails 3-D Secure, then with another card: the review
// step and the placed order keep the point and the contact.

const POINT = { storeId: 'CA-VAN-01', name: 'Ridgeline Vancouver', line1: '1055 Robson St' };
const CHALLENGED = '4000 0000 0000 3220';
const anyItem = checkoutItems((variant) => storeStock(POINT.storeId, variant.sku, variant.units).quantity >= 1);

test.describe.configure({ timeout: 150_000 });

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

async function chooseAPoint(page: Page) {
  // The method is the server's: the radio is checked once its answer comes back.
  const pudo = page.locator('input[type="radio"][value="pudo"]');
  await pudo.click();
  await expect(pudo).toBeChecked();
  // The pick-up point is named so, not "pick up in store"; its contact is required, never "optional".
  await expect(page.locator('.checkout-pickup > h3')).toHaveText(fr['checkout.pickup.pointTitle']);
  await expect(page.getByText(fr['checkout.pickup.optional'])).toHaveCount(0);
  const contact = page.locator('form.checkout-pickup__contact');
  await expect(contact.getByLabel(fr['checkout.pickup.contactName'])).toHaveAttribute('aria-required', 'true');
  await contact.getByLabel(fr['checkout.pickup.contactName']).fill('Camille Roy');
  await contact.getByLabel(fr['checkout.pickup.email']).fill('camille@example.com');
  await contact.getByLabel(fr['checkout.pickup.phone']).fill('604 555 0199');
  await contact.getByRole('button', { name: fr['checkout.pickup.save'] }).click();
  await expect(page.getByTestId('pickup-contact')).toContainText('Camille Roy');
  await page.getByLabel(fr['checkout.pudo.postalCode']).fill('V6E 1A7');
  await page.getByRole('button', { name: fr['checkout.pudo.find'] }).click();
  await page.getByRole('button', { name: fill(fr['checkout.pudo.choose'], { name: POINT.name }) }).click();
  await expect(page.getByTestId('collection-point')).toContainText(POINT.name);
  // The shipment says which lines it carries and where they wait.
  await expect(page.getByTestId('checkout-shipment')).toContainText(fill(fr['checkout.pickup.at'], { store: POINT.name }));
}

test('a pick-up point and its contact survive a failed 3-D Secure challenge, into the placed order', async ({ page, problems }) => {
  const item = anyItem();
  await visit(page, '/fr-ca');
  await addToCart(page, item.sku, 'fr-ca');
  await visit(page, '/fr-ca/checkout');
  await expect(stepHeading(page)).toHaveText(fr['checkout.step.shipping']);
  await chooseAPoint(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: fr['checkout.continueToBilling'] }).click();

  // Billing is the shopper's own address: "same as shipping" would be the point's, so it is not offered.
  await expect(stepHeading(page)).toHaveText(fr['checkout.step.billing']);
  await expect(page.getByLabel(fr['checkout.billing.sameAsShipping'])).toHaveCount(0);
  const form = page.locator('form.address-form');
  await expect(form.getByLabel(fr['addresses.addressLine1'], { exact: true })).toHaveValue('');
  await form.getByLabel(fr['addresses.firstName']).fill('Camille');
  await form.getByLabel(fr['addresses.lastName']).fill('Roy');
  await form.getByLabel(fr['addresses.addressLine1'], { exact: true }).fill('2150 W 4th Ave');
  await form.getByLabel(fr['addresses.city']).fill('Vancouver');
  await form.getByLabel(fr['addresses.province']).selectOption('BC');
  await form.getByLabel(fr['addresses.postalCode']).fill('V6K 1N6');
  await form.getByLabel(fr['addresses.email']).fill(`pudo-${Date.now().toString(36)}@example.com`);
  await form.getByLabel(fr['addresses.phone']).fill('6045550117');
  await form.getByRole('button', { name: fr['checkout.billing.saveAddress'] }).click();
  await expect(page.getByTestId('billing-address')).toContainText('2150 W 4th Ave');
  expect(await blockingViolations(page)).toEqual([]);
  await payAndReview(page, fr, CHALLENGED);

  await page.getByRole('button', { name: fr['checkout.summary.place'] }).click();
  const issuer = page.frameLocator(`iframe[title="${fr['checkout.challenge.frameTitle']}"]`);
  await issuer.getByRole('button', { name: 'Échouer' }).click();
  await expect(stepHeading(page)).toHaveText(fr['checkout.step.billing']);
  await expect(page.getByRole('alert').filter({ hasText: fr['checkout.challenge.failed'] })).toBeVisible();
  // Back at billing with the same billing address: only the card is to choose again.
  await expect(page.getByTestId('billing-address')).toContainText('2150 W 4th Ave');
  expect(await blockingViolations(page)).toEqual([]);

  await payAndReview(page, fr);
  // The review keeps the point (its address, not a home delivery's) and the contact.
  const shipment = page.getByTestId('summary-shipment');
  await expect(shipment).toContainText(POINT.name);
  await expect(shipment).not.toContainText('7,95');
  await expect(page.getByTestId('summary-pickup-contact')).toContainText('Camille Roy');
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: fr['checkout.summary.place'] }).click();
  await page.waitForURL(/\/fr-ca\/order-confirmation\/RL\d{8}$/);
  const placed = page.getByTestId('order-shipment');
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText(fr['orders.method.pudo']);
  await expect(placed.getByTestId('order-pickup')).toHaveText(fill(fr['checkout.pickup.at'], { store: POINT.name }));
  await expect(placed.getByTestId('order-pickup-contact')).toContainText('Camille Roy');
  await expect(placed.locator('.order__shipment-lines li')).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
  // The refused challenge was expected: the browser logged its 4xx.
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 4\d\d/.test(problem)));
});
