import type { Page } from '@playwright/test';
import { generateCatalog } from '../../mocks/data/catalog';
import { productPath } from '../../shared/routing';
import { de, fr, nb } from '../../shared/i18n/messages';
import type { Messages } from '../../shared/i18n';
import { englishCanvasPhrases, englishIn, englishInterfacePhrases } from '../fixtures/english-phrases';
import { addToCart, anyCheckoutItem, payAndReview, stepHeading } from './checkout-steps';
import { expect, miniCart, newAccount, signIn, test, visit } from './fixtures';

// The language check in the browser, after hydration: every page type of the French, German and
// Norwegian sites, dialogs opened where a shopper opens them, holds no phrase of the English
// interface catalogue and none of the English canvases' copy, in its text, labels, placeholders
// and titles. The phrase lists come from the sources (tests/fixtures/english-phrases.ts). A walk
// through several pages checks each softly, so one run names every page that still shows English.

const SITES: { locale: string; messages: Messages }[] = [
  { locale: 'fr-ca', messages: fr },
  { locale: 'de-de', messages: de },
  { locale: 'nb-no', messages: nb },
];

/** A local address per site, as a shopper there writes it. */
const LOCAL_ADDRESS: Record<string, Record<string, string>> = {
  'fr-ca': { firstName: 'Camille', lastName: 'Tremblay', phone: '514 555 0123', addressLine1: '500 rue Sherbrooke Ouest', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', countryCode: 'CA' },
  'de-de': { firstName: 'Max', lastName: 'Müller', phone: '030 12345678', addressLine1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  'nb-no': { firstName: 'Ola', lastName: 'Nordmann', phone: '412 34 567', addressLine1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', countryCode: 'NO' },
};

const PRODUCT = generateCatalog()[0]!;
const CANVAS_PHRASES = englishCanvasPhrases();
const MISSING_PAGE = '/no-such-page-anywhere';
const GUEST_PAGES = ['', '/c/mens-fleece-10102', '{product}', '/search?q=jacket', '/explore/searchhub', '/favorites', '/sign-in', '/sign-up', '/forgot-password',
  MISSING_PAGE, '/policies/shipping-terms', '/xplr-pass', '/help/contact-us', '/help/returns/how-to-return', '/privacy', '/basecamp', '/westend'];
const ACCOUNT_PAGES = ['/account', '/account/profile', '/account/addresses', '/account/orders', '/account/payment', '/account/loyalty'];

/** What a shopper or a screen reader meets on the page now (or inside `root`): its visible text, labels, placeholders, titles. */
async function pageTexts(page: Page, root?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = selector ? document.querySelector(selector) : document.body;
    if (!(scope instanceof HTMLElement)) return [];
    const head = selector ? [] : [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const texts = [...head, ...scope.innerText.split('\n')];
    for (const element of scope.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.filter((text) => text.trim() !== '');
  }, root);
}

async function englishOn(page: Page, messages: Messages, root?: string): Promise<string[]> {
  return englishIn(await pageTexts(page, root), [...englishInterfacePhrases(messages), ...CANVAS_PHRASES]);
}

for (const { locale, messages } of SITES) {
  test.describe(`${locale} holds no English`, () => {
    for (const path of GUEST_PAGES) {
      test(`${locale}${path || '/'}`, async ({ page, problems }) => {
        await visit(page, `/${locale}${path.replace('{product}', productPath(locale, PRODUCT.slug, PRODUCT.id).slice(locale.length + 1))}`);
        expect(await englishOn(page, messages)).toEqual([]);
        // The missing page answers 404, and the browser logs its document's status: that one is expected.
        if (path === MISSING_PAGE) {
          const notFound = problems.filter((problem) => problem.includes('status of 404'));
          expect(notFound).toHaveLength(1);
          problems.splice(0, problems.length, ...problems.filter((problem) => !notFound.includes(problem)));
        }
      });
    }

    test(`${locale} event sign-up dialog`, async ({ page }) => {
      const dialog = 'dialog[aria-labelledby="event-sign-up-BASECAMP-WINTER-2027-title"]';
      await visit(page, `/${locale}/basecamp`);
      await page.locator('[data-block="event"]').getByRole('button', { name: messages['events.open'] }).click();
      await expect(page.locator(dialog).getByRole('button', { name: messages['events.toSignUp'] })).toBeVisible();
      expect(await englishOn(page, messages, dialog)).toEqual([]);
    });

    test(`${locale} mini-cart and cart`, async ({ page }) => {
      await visit(page, `/${locale}`);
      await addToCart(page, anyCheckoutItem().sku, locale);
      await visit(page, `/${locale}/cart`);
      expect.soft(await englishOn(page, messages), 'cart').toEqual([]);
      await visit(page, `/${locale}`);
      await page.getByRole('button', { name: messages['cart.openMiniCart'] }).click();
      await expect(miniCart(page)).toBeVisible();
      expect(await englishOn(page, messages, 'dialog[aria-labelledby="mini-cart-title"]'), 'mini-cart').toEqual([]);
    });

    test(`${locale} checkout steps and the confirmation of a local purchase`, async ({ page }) => {
      test.setTimeout(90_000);
      await visit(page, `/${locale}`);
      await addToCart(page, anyCheckoutItem().sku, locale);
      await visit(page, `/${locale}/checkout`);
      expect.soft(await englishOn(page, messages), 'shipping step').toEqual([]);

      const headers = { origin: new URL(page.url()).origin };
      const email = `lang-${locale}-${Date.now().toString(36)}@example.com`;
      const shipped = await page.request.post(`/${locale}/fapi/checkout/shipping-address`, { data: { address: { ...LOCAL_ADDRESS[locale], email } }, headers });
      expect(shipped.status(), await shipped.text()).toBe(200);
      const billed = await page.request.post(`/${locale}/fapi/checkout/billing-address`, { data: { sameAsShipping: true }, headers });
      expect(billed.status(), await billed.text()).toBe(200);
      await visit(page, `/${locale}/checkout/billing`);
      await expect(stepHeading(page)).toHaveText(messages['checkout.step.billing']);
      expect.soft(await englishOn(page, messages), 'billing step').toEqual([]);

      await payAndReview(page, messages);
      expect.soft(await englishOn(page, messages), 'review step').toEqual([]);

      await page.getByRole('button', { name: messages['checkout.summary.place'] }).click();
      await page.waitForURL(new RegExp(`/${locale}/order-confirmation/RL\\d{8}$`), { timeout: 30_000 });
      await expect(page.getByTestId('order-number')).toHaveText(/^RL\d{8}$/);
      expect.soft(await englishOn(page, messages), 'confirmation').toEqual([]);
    });

    test(`${locale} account pages, signed in`, async ({ page }) => {
      test.setTimeout(60_000);
      await visit(page, `/${locale}`);
      await signIn(page, await newAccount(page.request, 'Trailhead2026'));
      const found: string[] = [];
      for (const path of ACCOUNT_PAGES) {
        await visit(page, `/${locale}${path}`);
        await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
        found.push(...(await englishOn(page, messages)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  });
}

test('the check finds what it looks for: an English page holds English interface and canvas phrases', async ({ page }) => {
  await visit(page, '/en-us/policies/shipping-terms');
  const found = await englishOn(page, de);
  expect(found.some((line) => line.includes('(header.skipToContent)'))).toBe(true);
  expect(found.some((line) => line.includes('(page policies/shipping-terms)'))).toBe(true);
});
