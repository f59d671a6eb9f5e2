import { blockingViolations, expect, test, visit } from './fixtures';
import { anyCheckoutItem, guestAtReview } from './checkout-steps';

test('an associate logs in, sells an order the mocks record with store and employee, clears the session and lands on the associate login', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, '/en-us/associate-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Associate login' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: /Ridgeline Seattle/ }).check();
  const employee = page.getByRole('combobox', { name: 'Associate', exact: true });
  await expect(employee).toBeVisible();
  await employee.selectOption('US-SEA-01-E2');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en-us\/?$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  const banner = page.getByRole('region', { name: 'Buying in store' });
  await expect(banner).toContainText('is selling in store at Ridgeline Seattle');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('ridgeline:buyInStore'))).toContain('US-SEA-01-E2');

  // The sale: the customer's order, placed while the associate is connected, is the store's sale by them.
  await guestAtReview(page, anyCheckoutItem().sku, 'in-store');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
  await expect(page.getByTestId('sold-in-store')).toHaveText('Sold in store US-SEA-01 by US-SEA-01-E2');
  expect(await blockingViolations(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Clear session' }).click();
  await page.waitForURL(/\/en-us\/associate-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Associate login' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Buying in store' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('ridgeline:buyInStore'))).toBeNull();
});

test('the associate login reads in German on de-de', async ({ page }) => {
  await visit(page, '/de-de/associate-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' })).toBeVisible();
  await page.getByRole('radio', { name: /Ridgeline Berlin/ }).check();
  await expect(page.getByLabel('Mitarbeiter/in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);
});
