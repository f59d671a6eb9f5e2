import type { Locator, Page } from '@playwright/test';
import { messagesFor } from '../../shared/i18n/catalogues';
import { formatMinor } from '../../shared/format';
import { getSite, type Site } from '../../shared/site';
import { variants } from '../fixtures/variants';
import { addToCart, checkoutItems, guestAtShipping, LOCAL_SHOPPERS, payAndReview, saveLocalAddress, stepHeading } from './checkout-steps';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// The running order summary: on the cart and on each checkout step its rows (subtotal before
// discounts, each discount, shipping, tax where it is added) sum to the total it shows, in the
// site's currency; on a phone it folds into a bar with the total that opens the lines.

test.describe.configure({ timeout: 120_000 });

// The cap carries a product promotion (10% off headwear), so the summary has a discount row to add.
const caps = variants(4, (variant) => variant.record.name === 'Kestrel Trucker Cap' && variant.units >= 10, 'Kestrel Trucker Cap');
const pickCap = () => caps[Math.floor(Math.random() * caps.length)]!;
const pick = checkoutItems();

/** The summary's rows read as the shopper reads them: each adding row and the total, in minor units. */
async function expectAddsUp(summary: Locator, site: Site): Promise<number> {
  await expect(summary.getByTestId('summary-total')).toBeVisible();
  const adding = await summary.locator('[data-summary-row="adds"]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-minor'))));
  const total = Number(await summary.locator('[data-summary-row="total"]').getAttribute('data-minor'));
  expect(adding.length).toBeGreaterThanOrEqual(2);
  expect(adding.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  // The total shown is the one the rows add up to, written the site's way.
  await expect(summary.getByTestId('summary-total')).toHaveText(formatMinor(total, { currency: site.currency, language: site.language }));
  return total;
}

const checkoutSummary = (page: Page) => page.locator('.checkout__summary .order-summary');


/** A purchase of a cap and another item; a guest's cap carries the guest-only headwear promotion. */
async function purchase(page: Page, locale: string, { guest = true } = {}) {
  const site = getSite(locale)!;
  const t = messagesFor(site);
  const local = LOCAL_SHOPPERS[locale]!;
  await visit(page, `/${locale}`);
  await addToCart(page, pickCap().sku, locale);
  await addToCart(page, pick().sku, locale);

  await visit(page, `/${locale}/cart`);
  const cartSummary = page.locator('.cart-page__side .order-summary');
  await expectAddsUp(cartSummary, site);
  // The cap's promotion is a row of its own, named by its callout, and written with a minus sign.
  if (guest) await expect(cartSummary.getByTestId('summary-discount').first()).toHaveText(/^\u2212/);
  expect(await blockingViolations(page)).toEqual([]);

  await visit(page, `/${locale}/checkout`);
  await expect(stepHeading(page)).toHaveText(t['checkout.step.shipping']);
  const summary = checkoutSummary(page);
  await expect(summary.getByTestId('summary-line')).toHaveCount(2);
  await expectAddsUp(summary, site);

  await saveLocalAddress(page, t, local, `summary-${locale}`);
  // Once the address is known the tax is no longer an estimate, and the rows still add up.
  await expect(summary).not.toContainText(t['cart.taxEstimated']);
  const atShipping = await expectAddsUp(summary, site);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t['checkout.continueToBilling'] }).click();
  await expect(stepHeading(page)).toHaveText(t['checkout.step.billing']);
  expect(await expectAddsUp(summary, site)).toBe(atShipping);
  expect(await blockingViolations(page)).toEqual([]);

  await payAndReview(page, t);
  expect(await expectAddsUp(summary, site)).toBe(atShipping);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t['checkout.summary.place'] }).click();
  await page.waitForURL(new RegExp(`/${locale}/order-confirmation/RL\\d{8}$`));
  await expect(page.getByTestId('order-total')).toHaveText(formatMinor(atShipping, { currency: site.currency, language: site.language }));
  // The confirmation reads the order by the same rule: the cap's promotion is still a row of its own.
  if (guest) await expect(page.getByTestId('order-discount').first()).toHaveText(/^\u2212/);
  expect(await blockingViolations(page)).toEqual([]);
}

test('en-us: a guest purchase shows a summary whose rows add up to its total at every step', async ({ page }) => {
  await purchase(page, 'en-us');
});

test('en-us signed in: the form starts from the account, and the summary adds up at every step', async ({ page }) => {
  await signIn(page, await newAccount(page.request, 'Trailhead2026'));
  // The headwear offer is for guests: a member's cap is at its price, and the rows still add up.
  await purchase(page, 'en-us', { guest: false });
});

test('de-de: a guest purchase in euros, VAT included, adds up at every step', async ({ page }) => {
  await purchase(page, 'de-de');
});

test('a gift card paying part of the order: the summary takes it off and the billing step names what is left to pay', async ({ page }) => {
  const site = getSite('en-us')!;
  await guestAtShipping(page, pick().sku, 'summary-gift');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  const giftCard = await page.request.post('/fapi/test/giftcards', { data: { balance: 2500 }, headers: { origin: new URL(page.url()).origin } });
  expect(giftCard.status(), await giftCard.text()).toBe(200);
  const { giftCardNumber, pin } = (await giftCard.json()) as { giftCardNumber: string; pin: string };
  const panel = page.getByTestId('gift-card-panel');
  await panel.getByLabel('Gift card number').fill(giftCardNumber);
  await panel.getByLabel('PIN').fill(pin);
  await panel.getByRole('button', { name: 'Apply gift card' }).click();

  const summary = checkoutSummary(page);
  await expect(summary.getByTestId('summary-paid')).toHaveText('\u2212$25.00');
  const total = await expectAddsUp(summary, site);
  const left = formatMinor(total - 2500, { currency: site.currency, language: site.language });
  await expect(summary.getByTestId('summary-left-to-pay')).toHaveText(left);

  await page.getByLabel(/I accept the terms and conditions of sale/).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.locator('.checkout__notice')).toContainText(`${left} left to pay`);
  await expect(page.locator('.checkout__notice')).not.toContainText('Add a billing address');
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on the cart, a bar at the foot of the screen keeps the total and brings the summary into view', async ({ page }) => {
    const site = getSite('en-us')!;
    await visit(page, '/en-us');
    await addToCart(page, pickCap().sku);
    await addToCart(page, pick().sku);
    await visit(page, '/en-us/cart');
    const bar = page.getByRole('button', { name: /^Order total / });
    await expect(bar).toBeInViewport();
    const total = await expectAddsUp(page.locator('.cart-page__side .order-summary'), site);
    await expect(bar).toHaveText(`Order total ${formatMinor(total, { currency: site.currency, language: site.language })}`);
    await bar.click();
    await expect(page.locator('#cart-summary')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeInViewport();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the summary is a bar with the order total that opens the lines', async ({ page }) => {
    const site = getSite('en-us')!;
    await visit(page, '/en-us');
    await addToCart(page, pickCap().sku);
    await visit(page, '/en-us/checkout');
    await expect(stepHeading(page)).toHaveText('Shipping');
    const summary = checkoutSummary(page);
    const toggle = summary.getByRole('button', { name: /^Order total / });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The bar sits at the top of the step, above the form.
    const bar = (await toggle.boundingBox())!;
    const heading = (await stepHeading(page).boundingBox())!;
    expect(bar.y).toBeLessThan(heading.y);
    await expect(summary.getByTestId('summary-line')).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(lines.getByTestId('summary-line')).toBeVisible();
    const total = await expectAddsUp(summary, site);
    await expect(toggle).toContainText(formatMinor(total, { currency: site.currency, language: site.language }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page)).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(lines).toBeHidden();
  });
});
