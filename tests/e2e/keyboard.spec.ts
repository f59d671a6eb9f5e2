import { expect, test, visit } from './fixtures';

test('the location selector opens and closes from the keyboard and returns focus', async ({ page }) => {
  await visit(page, '/en-us/c/mens-jackets-10101');
  const trigger = page.getByRole('button', { name: /Change location/ });
  await trigger.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Canada \(English\)/ })).toHaveAttribute('href', '/en-ca/c/mens-jackets-10101');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('choosing a location in the dialog moves to the same page on that site', async ({ page }) => {
  await visit(page, '/en-us/c/mens-jackets-10101');
  await page.getByRole('button', { name: /Change location/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: /United Kingdom/ }).click();
  await expect(page).toHaveURL(/\/en-gb\/c\/mens-jackets-10101$/);
  await expect(page.locator('.price').first()).toHaveText(/£/);
});

test('the mega menu opens, moves and closes with the keyboard', async ({ page }) => {
  await visit(page, '/en-us');
  const men = page.getByRole('button', { name: 'Men', exact: true });
  await men.focus();
  await page.keyboard.press('Enter');
  await expect(men).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#menu-menu-men').getByRole('link', { name: "Men's Jackets" })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  const women = page.getByRole('button', { name: 'Women', exact: true });
  await expect(women).toBeFocused();
  await expect(women).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(women).toHaveAttribute('aria-expanded', 'false');
  await expect(women).toBeFocused();
});
