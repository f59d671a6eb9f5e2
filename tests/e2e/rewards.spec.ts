import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// The account's XPLR Pass section: a shopper of the test's own (the mock database outlives a run)
// joins from the page, then sees the welcome points, the vouchers in the site's currency and the
// history, and the balance in the header's account menu.

const PASSWORD = 'Trailhead2026';

async function joinedOnRewardsPage(page: Page, locale: string, join: string) {
  await signIn(page, await newAccount(page.request, PASSWORD));
  await visit(page, `/${locale}/account/loyalty`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XPLR Pass');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: join }).click();
  // The offer makes way for the balance, and focus moves to it.
  await expect(page.locator('#rewards-balance')).toBeFocused();
}

test('a shopper joins from the Rewards page and sees their points, vouchers and history, and the balance in the header', async ({ page }) => {
  await joinedOnRewardsPage(page, 'en-us', 'Join XPLR Pass');
  await expect(page.getByTestId('rewards-balance')).toHaveText('500 points');
  const vouchers = page.getByTestId('rewards-vouchers').getByRole('listitem');
  await expect(vouchers).toHaveCount(3);
  await expect(vouchers.nth(0)).toContainText('$5.00 voucher for 500 points');
  await expect(vouchers.nth(1)).toContainText('$10.00 voucher for 1,000 points');
  await expect(vouchers.nth(1)).toContainText('500 more points needed');
  const history = page.getByTestId('rewards-history');
  await expect(history.getByRole('row').nth(1)).toContainText('+500');
  await expect(history.getByRole('row').nth(1)).toContainText('Welcome bonus');
  expect(await blockingViolations(page)).toEqual([]);

  // A later visit draws the member's page on the server.
  await visit(page, '/en-us/account/loyalty');
  await expect(page.getByTestId('rewards-balance')).toHaveText('500 points');

  await page.locator('.account-menu__button').click();
  const line = page.locator('.account-menu__list').getByRole('link', { name: 'XPLR Pass: 500 points' });
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('href', '/en-us/account/loyalty');
  expect(await blockingViolations(page)).toEqual([]);
});

test('on the German site the Rewards page speaks German and counts in euros', async ({ page }) => {
  // Two pages' checks and the menu's: more than the default half minute on a busy machine.
  test.setTimeout(60_000);
  await joinedOnRewardsPage(page, 'de-de', 'XPLR Pass beitreten');
  await expect(page.getByTestId('rewards-balance')).toHaveText('500 Punkte');
  const vouchers = page.getByTestId('rewards-vouchers').getByRole('listitem');
  await expect(vouchers.nth(0)).toContainText('Gutschein über 5,00\u00a0€ für 500 Punkte');
  await expect(vouchers.nth(2)).toContainText('Noch 2.000 Punkte nötig');
  await expect(page.getByTestId('rewards-history')).toContainText('Willkommensbonus');
  expect(await blockingViolations(page)).toEqual([]);

  // The header's account menu says the balance in German too.
  await page.locator('.account-menu__button').click();
  const line = page.locator('.account-menu__list').getByRole('link', { name: 'XPLR Pass: 500 Punkte' });
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('href', '/de-de/account/loyalty');
  expect(await blockingViolations(page)).toEqual([]);
});
