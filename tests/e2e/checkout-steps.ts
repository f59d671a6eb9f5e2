import type { Locator, Page } from '@playwright/test';
import type { Messages } from '../../shared/i18n';
import { variants, type Variant } from '../fixtures/variants';
import { expect, visit } from './fixtures';

/* What every checkout spec does on its way to the part it tests: a US address typed, the test card paid with. */

/** Next year's two digits: a card expiry that is always in the future. */
export const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

export const stepHeading = (page: Page) => page.locator('#checkout-step-title');

/**
 * A picker of variants with plenty of stock and no promotion, that also fit `fits`: orders take
 * stock and the mock database outlives a run, so each test buys one of many.
 */
export function checkoutItems(fits: (variant: Variant) => boolean = () => true): () => Variant {
  const pool = variants(60, (variant) => variant.units >= 15 && !['BL', 'HW', 'GL', 'PK', 'GC'].includes(variant.record.id.slice(0, 2)) && fits(variant));
  return () => pool[Math.floor(Math.random() * pool.length)]!;
}

/** Any variant a checkout test may buy. */
export const anyCheckoutItem = checkoutItems();

/** One unit of `sku` put in the basket of the site `locale` names, as the product page's button does (a basket is always some site's). */
export async function addToCart(page: Page, sku: string, locale = 'en-us') {
  const response = await page.request.post(`/${locale}/fapi/cart/items`, { data: { productId: sku, qty: 1 }, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A Boulder address in the form, with an email of its own so no two tests share one. */
export async function fillUsAddress(form: Locator, emailPrefix: string, street = '1200 Pearl Street') {
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Hale');
  await form.getByLabel('Address', { exact: true }).fill(street);
  await form.getByLabel('City').fill('Boulder');
  await form.getByLabel('State or province').selectOption({ label: 'Colorado' });
  await form.getByLabel('Postal code').fill('80302');
  await form.getByLabel('Email').fill(`${emailPrefix}-${Date.now().toString(36)}@example.com`);
  await form.getByLabel('Phone').fill('3035550142');
}

/** A card typed into the provider's frame and put on the order. */
export async function payWithCard(page: Page, number = '4111 1111 1111 1111') {
  const card = page.frameLocator('iframe[title="Card number and security code"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Security code').fill('123');
  await page.getByLabel('Expiry date (MM/YY)').fill(`09/${nextYear}`);
  await page.getByRole('button', { name: 'Pay with this card' }).click();
  // The provider tokenises, then the worker adds the instrument: two round trips under a busy test server.
  await expect(page.getByTestId('card-on-order')).toContainText(number.slice(-4), { timeout: 15_000 });
}

/**
 * The test card paid with on a site in any language (`t`, the site's catalogue), then the terms
 * accepted and the review step reached.
 */
export async function payAndReview(page: Page, t: Messages, number = '4111 1111 1111 1111') {
  const card = page.frameLocator(`iframe[title="${t['payment.cardFields.title']}"]`);
  await card.locator('input').nth(0).fill(number);
  await card.locator('input').nth(1).fill('123');
  await page.getByLabel(t['payment.expiry']).fill(`09/${nextYear}`);
  await page.getByRole('button', { name: t['checkout.payment.useCard'] }).click();
  await expect(page.getByTestId('card-on-order')).toContainText(number.slice(-4), { timeout: 15_000 });
  await page.getByLabel(t['checkout.legal.label']).check();
  await page.getByRole('button', { name: t['checkout.continueToSummary'] }).click();
  await expect(stepHeading(page)).toHaveText(t['checkout.step.summary']);
}

/** A guest with one unit of each of `skus` in the basket, on the shipping step with the Boulder address saved. */
export async function guestAtShipping(page: Page, skus: string | readonly string[], emailPrefix: string) {
  await visit(page, '/en-us');
  for (const sku of typeof skus === 'string' ? [skus] : skus) await addToCart(page, sku);
  await visit(page, '/en-us/checkout');
  await expect(stepHeading(page)).toHaveText('Shipping');
  const form = page.locator('form.address-form');
  await fillUsAddress(form, emailPrefix);
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
}

/**
 * A guest with one unit of `sku` in the basket, shipped to the Boulder address and paying by the
 * test card, on the review step with the terms accepted.
 */
export async function guestAtReview(page: Page, sku: string, emailPrefix: string, card = '4111 1111 1111 1111') {
  await guestAtShipping(page, sku, emailPrefix);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  await payWithCard(page, card);
  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(stepHeading(page)).toHaveText('Review and place order');
}

/** A shopper of each site's country: a local address, a phone written as people there write it. */
export interface LocalShopper {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  province?: string;
  postalCode: string;
  phone: string;
  /** The address's place line as the site's country writes it. */
  place: string;
  /** How the site writes an amount of its currency. */
  money: RegExp;
}

export const LOCAL_SHOPPERS: Readonly<Record<string, LocalShopper>> = {
  'en-us': { firstName: 'Robin', lastName: 'Hale', street: '1600 Glenarm Place', city: 'Denver', province: 'CO', postalCode: '80202', phone: '303 555 0142', place: 'Denver, CO 80202', money: /\$\d/ },
  'en-ca': { firstName: 'Jordan', lastName: 'Lee', street: '100 Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2', phone: '416 555 0199', place: 'M5H 2N2', money: /CAD\s?\d/ },
  'fr-ca': { firstName: 'Émilie', lastName: 'Tremblay', street: '1000 rue De La Gauchetière O', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', phone: '+1 514 555 0123', place: 'H3B 1K9', money: /CAD/ },
  'en-gb': { firstName: 'Oliver', lastName: 'Smith', street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', phone: '07700 900123', place: 'SW1A 2AA', money: /£\d/ },
  'de-de': { firstName: 'Max', lastName: 'Müller', street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', phone: '+49 151 12345678', place: '10115 Berlin', money: /\d,\d\d\s€/ },
  'nb-no': { firstName: 'Kari', lastName: 'Nordmann', street: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', phone: '0047 412 34 567', place: '0159 Oslo', money: /\d\skr|kr\s\d/ },
};

/**
 * The shipping address form filled, in the site's language `t`, with `local`'s address, then saved;
 * the email gets one of its own under `emailPrefix` unless a signed-in shopper's is already there.
 */
export async function saveLocalAddress(page: Page, t: Messages, local: LocalShopper, emailPrefix: string) {
  const form = page.locator('form.address-form');
  await form.getByLabel(t['addresses.firstName']).fill(local.firstName);
  await form.getByLabel(t['addresses.lastName']).fill(local.lastName);
  await form.getByLabel(t['addresses.addressLine1'], { exact: true }).fill(local.street);
  await form.getByLabel(t['addresses.city']).fill(local.city);
  if (local.province) await form.getByLabel(t['addresses.province']).selectOption(local.province);
  await form.getByLabel(t['addresses.postalCode']).fill(local.postalCode);
  const email = form.getByLabel(t['addresses.email']);
  if (await email.isEditable()) await email.fill(`${emailPrefix}-${Date.now().toString(36)}@example.com`);
  await form.getByLabel(t['addresses.phone']).fill(local.phone);
  await form.getByRole('button', { name: t['checkout.shipping.saveAddress'] }).click();
  await expect(page.getByTestId('shipping-address')).toContainText(local.place);
}
