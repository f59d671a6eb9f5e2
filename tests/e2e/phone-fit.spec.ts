import type { Page } from '@playwright/test';
import { blockingViolations, expect, signIn, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem, stepHeading } from './checkout-steps';

// Phones from the narrowest in use (320 px) to the largest (430 px): the header's pieces never sit
// on one another, and no page is wider than the screen (nothing scrolls sideways).

const WIDTHS = [320, 390, 430] as const;

/** What the header shows side by side: the logo's mark and word, the buttons and links, checkout's notes. */
const HEADER_PARTS = ['.mobile-menu__button', '.site-header__mark', '.site-header__wordmark', '.site-search__toggle', '.account-link', '.account-menu__button', '.cart-link', '.mini-cart-button', '.site-header__secure', '.site-header__back'];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The laid-out, visible header parts (a wordmark clipped to nothing on the narrowest phones is not shown). */
async function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate((selectors) => {
    const boxes: Box[] = [];
    for (const selector of selectors) {
      for (const element of document.querySelectorAll(`.site-header__bar ${selector}`)) {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
        boxes.push({ name: selector, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
      }
    }
    return boxes;
  }, HEADER_PARTS);
}

function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      // Half a pixel of rounding is not an overlap a shopper sees.
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) found.push(`${a.name} overlaps ${b.name} by ${x.toFixed(1)}px`);
    }
  }
  return found;
}

async function expectFits(page: Page, label: string) {
  const boxes = await headerBoxes(page);
  expect(boxes.length, `${label}: header parts laid out`).toBeGreaterThanOrEqual(3);
  expect(overlaps(boxes), label).toEqual([]);
  for (const box of boxes) expect(box.right, `${label}: ${box.name} inside the screen`).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${label}: page width`).toBeLessThanOrEqual(innerWidth);
}

for (const width of WIDTHS) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true });
    // Five pages, a sign-in and a checkout's first step per width.
    test.describe.configure({ timeout: 90_000 });

    test('home, a listing, the cart, checkout and the account’s orders fit the screen', async ({ page }) => {
      await visit(page, '/en-us');
      await expectFits(page, 'home');
      await visit(page, '/de-de');
      await expectFits(page, 'home (de-de)');
      await visit(page, '/en-us/c/mens-jackets-10101');
      await expectFits(page, 'listing');

      await addToCart(page, anyCheckoutItem().sku);
      await visit(page, '/en-us/cart');
      await expect(page.locator('.cart-line')).toHaveCount(1);
      await expectFits(page, 'cart');
      await visit(page, '/en-us/checkout');
      await expect(stepHeading(page)).toHaveText('Shipping');
      await expectFits(page, 'checkout');

      await signIn(page, 'alex.morgan@example.com');
      await visit(page, '/en-us/account/orders');
      await expect(page.getByRole('link', { name: 'RL10000001' })).toBeVisible();
      await expectFits(page, 'account orders');
      // The orders read as labelled rows: each one still says what its total is.
      const totalLabel = await page.locator('.orders__table tbody tr').first().locator('td').last().evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(totalLabel).toBe('"Total"');
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
