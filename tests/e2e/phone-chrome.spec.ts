import type { Page, TestInfo } from '@playwright/test';
import { blockingViolations, expect, test, visit } from './fixtures';

// The chrome a phone shows before any content: one header row and a one-line promo bar.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Header plus promo bar on a 390×844 screen: well under half the 290 px they took on three rows each. */
const CHROME_BUDGET_PX = 110;
const PAGES = { home: '/en-us', listing: '/en-us/c/mens-jackets-10101', product: '/en-us/p/mens-scree-softshell-jacket-JK619948' };

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const centreY = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} is laid out`).not.toBeNull();
  return box!.y + box!.height / 2;
};

test.describe('phone chrome at 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const [name, path] of Object.entries(PAGES)) {
    test(`${name}: header and promo bar stay within ${CHROME_BUDGET_PX} px, on one row each`, async ({ page }, testInfo) => {
      await visit(page, path);
      const header = (await page.locator('header.site-header').boundingBox())!;
      const promo = (await page.locator('[data-block="promo-bar"]').first().boundingBox())!;
      expect(Math.max(header.y + header.height, promo.y + promo.height)).toBeLessThanOrEqual(CHROME_BUDGET_PX);

      // Menu, logo, search and cart share the header's one row.
      const rowY = await centreY(page, '.mobile-menu__button');
      for (const selector of ['.site-header__logo', '.site-search__toggle', '.cart-link']) expect(Math.abs((await centreY(page, selector)) - rowY), selector).toBeLessThanOrEqual(4);
      // Message, dots and close share the promo bar's one line.
      const lineY = await centreY(page, '.promo-bar__message');
      for (const selector of ['.promo-bar__dots', '.promo-bar__close']) expect(Math.abs((await centreY(page, selector)) - lineY), selector).toBeLessThanOrEqual(4);
      await expect(page.getByRole('button', { name: /Change location/ })).toBeHidden();

      await attachScreenshot(page, testInfo, `${name}-390x844`);
    });
  }

  test('the site selector is inside the menu, and its dialog returns there', async ({ page }) => {
    await visit(page, PAGES.home);
    await page.getByRole('button', { name: 'Menu' }).tap();
    const site = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Change location/ });
    await expect(site).toBeVisible();
    await site.tap();
    const dialog = page.getByRole('dialog', { name: /location|country|region/i });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(site).toBeFocused();
  });

  test('search is an icon that opens the field from the keyboard; Escape closes it and returns focus', async ({ page }) => {
    await visit(page, PAGES.home);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Search', exact: true }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeFocused();
    await page.keyboard.type('jacket');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(await blockingViolations(page, ['header.site-header'])).toEqual([]);
    // The first Escape closes the suggestions, the next the field.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header minimizes on the way down, shows on the way up and stays pinned', async ({ page }) => {
    await visit(page, PAGES.listing);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-state', 'expanded');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(header).toHaveAttribute('data-state', 'minimized');
    await expect(header).toHaveAttribute('data-sticky', 'true');
    expect((await header.boundingBox())!.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute('data-state', 'scrolled-up');
    expect((await header.boundingBox())!.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-state', 'expanded');
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('the home page has no serious or critical axe violations', async ({ page }) => {
    await visit(page, PAGES.home);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('desktop chrome at 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('keeps the search field, site selector and mega menu in the header', async ({ page }, testInfo) => {
    await visit(page, PAGES.home);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Change location/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Men', exact: true })).toBeVisible();
    await attachScreenshot(page, testInfo, 'home-1280x800');
  });
});
