import type { Page } from '@playwright/test';
import { messagesFor } from '../../shared/i18n/catalogues';
import { SITES, type Site } from '../../shared/site';
import { addToCart, checkoutItems, payAndReview, stepHeading } from './checkout-steps';
import { blockingViolations, expect, test, visit } from './fixtures';

// One purchase per site, as a shopper of that country makes it: a local address, a phone written
// the way people there write it, the test card, and a confirmation in the site's language and
// currency, naming the address as that country writes it.

// A whole checkout with axe on its steps, six times over, on two shared cores.
test.describe.configure({ timeout: 120_000 });

interface Local {
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

const LOCAL: Record<string, Local> = {
  'en-us': { firstName: 'Robin', lastName: 'Hale', street: '1600 Glenarm Place', city: 'Denver', province: 'CO', postalCode: '80202', phone: '303 555 0142', place: 'Denver, CO 80202', money: /\$\d/ },
  'en-ca': { firstName: 'Jordan', lastName: 'Lee', street: '100 Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2', phone: '416 555 0199', place: 'M5H 2N2', money: /CAD\s?\d/ },
  'fr-ca': { firstName: 'Émilie', lastName: 'Tremblay', street: '1000 rue De La Gauchetière O', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', phone: '+1 514 555 0123', place: 'H3B 1K9', money: /CAD/ },
  'en-gb': { firstName: 'Oliver', lastName: 'Smith', street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', phone: '07700 900123', place: 'SW1A 2AA', money: /£\d/ },
  'de-de': { firstName: 'Max', lastName: 'Müller', street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', phone: '+49 151 12345678', place: '10115 Berlin', money: /\d,\d\d\s€/ },
  'nb-no': { firstName: 'Kari', lastName: 'Nordmann', street: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', phone: '0047 412 34 567', place: '0159 Oslo', money: /\d\skr|kr\s\d/ },
};

const pick = checkoutItems();

async function buy(page: Page, site: Site): Promise<void> {
  const t = messagesFor(site);
  const local = LOCAL[site.locale]!;
  await visit(page, `/${site.locale}`);
  await addToCart(page, pick().sku, site.locale);
  await visit(page, `/${site.locale}/checkout`);
  await expect(stepHeading(page)).toHaveText(t['checkout.step.shipping']);

  const form = page.locator('form.address-form');
  await form.getByLabel(t['addresses.firstName']).fill(local.firstName);
  await form.getByLabel(t['addresses.lastName']).fill(local.lastName);
  await form.getByLabel(t['addresses.addressLine1'], { exact: true }).fill(local.street);
  await form.getByLabel(t['addresses.city']).fill(local.city);
  if (local.province) await form.getByLabel(t['addresses.province']).selectOption(local.province);
  await form.getByLabel(t['addresses.postalCode']).fill(local.postalCode);
  await form.getByLabel(t['addresses.email']).fill(`market-${site.locale}-${Date.now().toString(36)}@example.com`);
  await form.getByLabel(t['addresses.phone']).fill(local.phone);
  await form.getByRole('button', { name: t['checkout.shipping.saveAddress'] }).click();
  await expect(page.getByTestId('shipping-address')).toContainText(local.place);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t['checkout.continueToBilling'] }).click();
  await expect(stepHeading(page)).toHaveText(t['checkout.step.billing']);
  await payAndReview(page, t);
  await expect(page.locator('main')).toContainText(local.money);

  await page.getByRole('button', { name: t['checkout.summary.place'] }).click();
  await page.waitForURL(new RegExp(`/${site.locale}/order-confirmation/RL\\d{8}$`));
  const confirmation = page.locator('.order-confirmation');
  // The page reads the order back from the commerce backend: its currency and address are the order's.
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(t['confirmation.title']);
  await expect(confirmation).toContainText(local.place);
  await expect(confirmation).toContainText(local.money);
  expect(await blockingViolations(page)).toEqual([]);
}

for (const site of SITES) {
  test(`${site.locale}: a shopper buys with a card, delivered to a local address with a local phone`, async ({ page }) => {
    await buy(page, site);
  });
}
