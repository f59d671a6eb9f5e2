import type { Page } from '@playwright/test';
import { expect, test, visit, blockingViolations } from './fixtures';

// The chrome around every page: mega menu, promo bar, pop-ups, footer newsletter form, header states.

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
/** Stops link navigation so the analytics pushed by the click can be read. */
async function holdNavigation(page: Page) {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => ({ ...entry })));

test.describe('mega menu on a large screen', () => {
  test.use({ viewport: DESKTOP });

  test('opens on hover, closes on mouse leave, and reports the menu path of a clicked link', async ({ page }) => {
    await visit(page, '/en-us');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const men = page.getByRole('button', { name: 'Men', exact: true });
    const jackets = page.locator('#menu-menu-men').getByRole('link', { name: "Men's Jackets" });
    await men.hover();
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    await expect(jackets).toBeVisible();
    // A level-3 link carries its icon.
    await expect(jackets.locator('svg.mega-menu__icon')).toHaveCount(1);

    await holdNavigation(page);
    await jackets.click();
    expect(await dataLayer(page)).toContainEqual({ event: 'topNavClick', label: "Men > Men's Outerwear > Men's Jackets" });

    await page.mouse.move(640, 700);
    await expect(jackets).toBeHidden();
    await expect(men).toHaveAttribute('aria-expanded', 'false');
  });

  test('a trigger-on-click item ignores hover and opens on click', async ({ page }) => {
    await visit(page, '/en-us');
    const gear = page.getByRole('button', { name: 'Gear', exact: true });
    await gear.hover();
    await expect(gear).toHaveAttribute('aria-expanded', 'false');
    await gear.click();
    await expect(gear).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-menu-gear').getByRole('link', { name: 'Backpacks' })).toBeVisible();
  });

  test('works from the keyboard: ArrowDown enters the panel, Escape closes it and returns focus', async ({ page }) => {
    await visit(page, '/en-us');
    const women = page.getByRole('button', { name: 'Women', exact: true });
    await women.focus();
    await page.keyboard.press('ArrowDown');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-menu-women a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(women).toBeFocused();
  });
});

test.describe('mega menu on a phone', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('opens by tap, expands a section and follows a link', async ({ page }) => {
    await visit(page, '/en-us');
    await expect(page.getByRole('button', { name: 'Men', exact: true })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Main menu' });
    const men = panel.getByRole('button', { name: 'Men', exact: true });
    await men.tap();
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Shop all Men', exact: true })).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'mobileMenuSectionClick', label: 'Men' }));

    // A level-3 item with children is an accordion of its own.
    await panel.getByRole('button', { name: "Men's Outerwear" }).tap();
    await panel.getByRole('link', { name: "Men's Jackets" }).tap();
    await expect(page).toHaveURL(/\/en-us\/c\/mens-jackets-10101$/);
  });

  test('the home page with the menu open has no serious or critical axe violations', async ({ page }) => {
    await visit(page, '/en-us');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Women', exact: true }).tap();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('promo bar', () => {

  test('rotates its messages, and a close is remembered across reloads', async ({ page }) => {
    await visit(page, '/en-us');
    const bar = page.locator('[data-block="promo-bar"]').first();
    const message = bar.locator('.promo-bar__message');
    const first = (await message.textContent()) ?? '';
    expect(first).not.toBe('');
    // autorotateTime is 6 s on the home page.
    await expect(message).not.toHaveText(first, { timeout: 9_000 });
    await expect(bar.getByRole('button', { name: /Show message 1 of/ })).toHaveAttribute('aria-pressed', 'false');

    await bar.getByRole('button', { name: 'Close promotions' }).click();
    await expect(page.locator('[data-block="promo-bar"]')).toHaveCount(0);
    await visit(page, '/en-us');
    await expect(page.locator('[data-block="promo-bar"]')).toHaveCount(0);
  });
});

test.describe('pop-up manager', () => {
  test.use({ viewport: DESKTOP, popups: 'shown' });

  test('docks as a tab after its delay, expands after the delay again, reports both, and stays dismissed once closed', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en-us');
    const tab = page.getByRole('button', { name: 'Get 10% off' });
    const popup = page.getByRole('dialog', { name: /10% off your first order/ });
    await expect(tab).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(tab).toBeVisible();
    await expect(popup).toBeHidden();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'popupImpression', category: 'Newsletter' }));

    await page.clock.runFor(2_000);
    await expect(popup.getByRole('link', { name: 'Sign up for emails' })).toBeVisible();
    await expect(popup).toContainText('Unsubscribe at any time');
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'popupExpand', category: 'Newsletter' }));
    // Opening by itself never takes the shopper's focus.
    await expect(popup.getByRole('button', { name: /^Close/ })).not.toBeFocused();
    expect(await blockingViolations(page, ['.popup-manager'])).toEqual([]);

    // Minimising docks it again without dismissing it; the tab brings it back.
    await popup.getByRole('button', { name: 'Minimise' }).click();
    await expect(popup).toBeHidden();
    await expect(tab).toBeFocused();
    await tab.click();
    await popup.getByRole('button', { name: /^Close/ }).click();
    await expect(popup).toBeHidden();
    await expect(tab).toBeHidden();

    await visit(page, '/en-us');
    await page.clock.runFor(2_000);
    // The next pop-up (registration) takes its place; the newsletter one stays dismissed.
    await expect(page.getByRole('button', { name: 'Join XPLR Pass' })).toBeVisible();
    await expect(page.locator('[data-popup="popup-newsletter"]')).toHaveCount(0);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'popupImpression', category: 'Account', action: 'Registration' }));
  });

  test('on a first visit, docked or expanded, it covers none of the hero\'s buttons', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en-us');
    await page.clock.runFor(5_000);
    const popup = page.locator('.popup-manager');
    await expect(popup.getByRole('dialog', { name: /10% off your first order/ })).toBeVisible();
    const box = (await popup.locator('.popup').boundingBox())!;
    const ctas = page.locator('.hero').getByRole('link');
    expect(await ctas.count()).toBeGreaterThan(0);
    for (const cta of await ctas.all()) {
      const b = (await cta.boundingBox())!;
      const overlaps = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
      expect(overlaps, `${await cta.textContent()} is covered by the pop-up`).toBe(false);
    }
  });

  test('shifts no layout as it appears', async ({ page }) => {
    // Every layout shift, and whether the pop-up was one of the things that moved.
    await page.addInitScript(() => {
      const shifts: { value: number; popup: boolean }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
          if (entry.hadRecentInput) continue;
          const popup = entry.sources.some((source) => source.node instanceof Element && source.node.closest('.popup-manager') !== null);
          shifts.push({ value: entry.value, popup });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.clock.install();
    await visit(page, '/en-us');
    const before = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts.length);
    await page.clock.runFor(2_000);
    await expect(page.locator('.popup-manager .popup')).toBeVisible();
    // Long enough for any timed change of the pop-up (an expand, its 250 ms animation) to have happened.
    await page.clock.runFor(5_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const during = await page.evaluate((from) => (window as unknown as { shifts: { value: number; popup: boolean }[] }).shifts.slice(from), before);
    expect(during.filter((shift) => shift.popup)).toEqual([]);
    expect(during.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
  });
});

test.describe('pop-up manager on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, popups: 'shown' });

  test('waits while the menu is open and appears once it closes', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en-us');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.locator('.popup')).toHaveCount(0);

    await menu.tap();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.clock.runFor(2_500);
    const tab = page.getByRole('button', { name: 'Get 10% off' });
    await expect(tab).toBeVisible();

    // Shown already, it steps aside while the menu is open again.
    await menu.tap();
    await expect(tab).toBeHidden();
    await menu.tap();
    await page.clock.runFor(500);
    await expect(tab).toBeVisible();
  });
});

test.describe('footer newsletter form', () => {

  test('validates the email, subscribes, and the subscription is stored', async ({ page }) => {
    await visit(page, '/en-us');
    const form = page.locator('#footer-newsletter');
    const email = form.getByLabel('Email address');
    const subscribe = form.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expect(form).toContainText('This field is required');
    await email.fill('hiker@localhost');
    await subscribe.click();
    await expect(form).toContainText('Email is not valid');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `hiker-${Date.now()}@example.com`;
    await email.fill(address);
    await subscribe.click();
    await expect(form.getByRole('status')).toHaveText("You're subscribed to the newsletter.");
    await expect(form).not.toContainText('Email is not valid');

    // Stored: the same address on another page is greeted as a subscriber, not subscribed twice.
    await visit(page, '/en-us');
    await page.locator('#footer-newsletter').getByLabel('Email address').fill(address);
    await page.locator('#footer-newsletter').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('#footer-newsletter').getByRole('status')).toHaveText("You're already subscribed. Thanks for reading along!");
  });

  test('the subscription endpoint rejects a bad email with AUT453, and the commerce proxy does not reach it', async ({ request }) => {
    const response = await request.post('/fapi/newsletter', { data: { email: 'not-an-email' }, headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin } });
    expect(response.status()).toBe(400);
    expect((await response.json()).errorDetails[0]).toMatchObject({ errorId: 'AUT453', message: 'Email is not valid' });
    const proxied = await request.post('/api/consumers-v3/consumer/subscription', { data: { email: 'hiker@example.com', subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] } });
    expect(proxied.status()).toBe(404);
  });
});

test.describe('header states', () => {
  test.use({ viewport: DESKTOP });

  test('minimizes when scrolled down and shows again when scrolling up', async ({ page }) => {
    await visit(page, '/en-us');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-state', 'expanded');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(header).toHaveAttribute('data-state', 'minimized');
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(page.getByRole('button', { name: 'Men', exact: true })).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-state', 'scrolled-up');
    await expect(header).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Men', exact: true })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-state', 'expanded');
  });
});
