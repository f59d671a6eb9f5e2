import type { Page } from '@playwright/test';
import { messagesFor } from '../../shared/i18n/catalogues';
import { SITES, type Site } from '../../shared/site';
import { addToCart, checkoutItems, LOCAL_SHOPPERS, payAndReview, saveLocalAddress, stepHeading } from './checkout-steps';
import { blockingViolations, expect, test, visit } from './fixtures';

// One purchase per site, as a shopper of that country makes it: a local address, a phone written
// the way people there write it, the test card, and a confirmation in the site's language and
// currency, naming the address as that country writes it.

// A whole checkout with axe on its steps, six times over, on two shared cores.
test.describe.configure({ timeout: 120_000 });


const pick = checkoutItems();

async function buy(page: Page, site: Site): Promise<void> {
  const t = messagesFor(site);
  const local = LOCAL_SHOPPERS[site.locale]!;
  await visit(page, `/${site.locale}`);
  await addToCart(page, pick().sku, site.locale);
  await visit(page, `/${site.locale}/checkout`);
  await expect(stepHeading(page)).toHaveText(t['checkout.step.shipping']);

  await saveLocalAddress(page, t, local, `market-${site.locale}`);
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
