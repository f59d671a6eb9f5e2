/*
 * Screenshot tests: how the cart, each checkout step, the confirmation and the component page
 * look, at desktop (1366×900) and phone (390×844) sizes, compared with the committed baselines
 * in screenshots.spec.ts-snapshots/. A change in how they look is a reviewed change: when it is
 * meant, regenerate the baselines on this machine's Debian Chromium and commit them with it:
 *
 *   npm run build:client && npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots
 *
 * (that rewrites the shots that differ beyond the tolerance; `--update-snapshots=all` rewrites
 * every one, so a change inside the tolerance is not left in a stale baseline).
 *
 * Stable by design: reduced motion (no carousel turns, no spinner spins), fonts loaded and the
 * network idle before each shot, the one cart line a variant with deep stock (no "only N left"),
 * a fixed guest email, and what changes per order (its number, the email) masked.
 */
import type { Locator, Page } from '@playwright/test';
import { variants } from '../fixtures/variants';
import { expect, test, visit } from './fixtures';
import { addToCart, nextYear, stepHeading } from './checkout-steps';

test.use({ reducedMotion: 'reduce' });

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * The cart's one line: a variant with deep stock and no promotion, far down the catalogue so the
 * other checkout tests (which buy among the first stocked variants) leave its stock label alone.
 */
const SCREENSHOT_ITEM = variants(500, (variant) => variant.units >= 30 && !['BL', 'HW', 'GL', 'PK', 'GC'].includes(variant.record.id.slice(0, 2)), 'deeply stocked variants').at(-1)!;

/**
 * Waits until nothing is still arriving or settling: requests (up to a few seconds, as the card
 * frame keeps a connection open), web fonts, and every image, below the fold too (a full-page
 * shot does not scroll, so lazy images are asked for at once).
 */
async function settle(page: Page) {
  await Promise.race([page.waitForLoadState('networkidle'), page.waitForTimeout(5_000)]);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => (image.complete ? image.decode().catch(() => undefined) : new Promise((resolve) => ['load', 'error'].forEach((kind) => image.addEventListener(kind, resolve, { once: true }))))));
  });
}

async function shot(page: Page, name: string, mask: Locator[] = []) {
  await settle(page);
  await expect(page).toHaveScreenshot(name, { timeout: 20_000, fullPage: true, mask, maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('the component page, each language', async ({ page }) => {
      test.setTimeout(120_000);
      await visit(page, '/en-us/dev/components');
      await settle(page);
      // Clipped from a full-page shot, so nothing scrolls: scrolling shrinks the desktop header and moves the page.
      for (const language of ['en', 'fr', 'de', 'nb']) {
        const box = await page.getByTestId(`kit-${language}`).evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x: x + window.scrollX, y: y + window.scrollY, width, height };
        });
        await expect(page).toHaveScreenshot(`components-${language}-${size}.png`, { fullPage: true, clip: box, timeout: 20_000, maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' });
      }
    });

    test('the cart, each checkout step and the confirmation', async ({ page }) => {
      test.setTimeout(150_000);
      await visit(page, '/en-us');
      await addToCart(page, SCREENSHOT_ITEM.sku);
      await visit(page, '/en-us/cart');
      await expect(page.locator('.cart-line')).toHaveCount(1);
      await shot(page, `cart-${size}.png`);

      await visit(page, '/en-us/checkout');
      await expect(stepHeading(page)).toHaveText('Shipping');
      await shot(page, `checkout-shipping-${size}.png`);

      const form = page.locator('form.address-form');
      await form.getByLabel('First name').fill('Robin');
      await form.getByLabel('Last name').fill('Hale');
      await form.getByLabel('Address', { exact: true }).fill('1200 Pearl Street');
      await form.getByLabel('City').fill('Boulder');
      await form.getByLabel('State or province').selectOption({ label: 'Colorado' });
      await form.getByLabel('Postal code').fill('80302');
      await form.getByLabel('Email').fill('screenshots@example.com');
      await form.getByLabel('Phone').fill('3035550142');
      await form.getByRole('button', { name: 'Save shipping address' }).click();
      await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
      await page.getByRole('button', { name: 'Continue to billing' }).click();
      await expect(stepHeading(page)).toHaveText('Billing and payment');
      const card = page.frameLocator('iframe[title="Card number and security code"]');
      await expect(card.getByLabel('Card number')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay with this card' })).toBeEnabled();
      await shot(page, `checkout-billing-${size}.png`);

      await card.getByLabel('Card number').fill('4111 1111 1111 1111');
      await card.getByLabel('Security code').fill('123');
      // The expiry is always next year: masked, so the baseline does not age.
      await page.getByLabel('Expiry date (MM/YY)').fill(`09/${nextYear}`);
      await page.getByRole('button', { name: 'Pay with this card' }).click();
      await expect(page.getByTestId('card-on-order')).toContainText('1111', { timeout: 15_000 });
      await page.getByLabel(/I accept the terms and conditions of sale/).check();
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await expect(stepHeading(page)).toHaveText('Review and place order');
      await shot(page, `checkout-review-${size}.png`, [page.getByTestId('summary-payment')]);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
      await expect(page.getByTestId('order-number')).toHaveText(/^RL\d{8}$/);
      await shot(page, `confirmation-${size}.png`, [page.getByTestId('order-number'), page.getByTestId('order-payment')]);
    });
  });
}
