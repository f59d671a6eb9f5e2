import { expect, test, visit } from './fixtures';

test('a shopper goes from home to a category to a product by clicking', async ({ page }) => {
  await visit(page, '/en-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.locator('[data-block="collection"] a.category-card').first().click();
  await expect(page).toHaveURL(/\/en-us\/c\/[a-z0-9-]+-\d{5}$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const tiles = page.locator('ul.grid > li:not([aria-hidden])');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThan(0);

  const firstTile = tiles.first();
  const name = (await firstTile.locator('h3').textContent())!;
  await firstTile.locator('a').first().click();
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.pdp .price').first()).toHaveText(/\$\d/);
});

test('choosing a colour after hydration changes the gallery and the URL', async ({ page }) => {
  await visit(page, '/en-us/c/mens-jackets-10101');
  await page.locator('ul.grid > li > a').first().click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const radios = page.locator('input[name="color"]');
  expect(await radios.count()).toBeGreaterThan(1);
  const before = await page.locator('.gallery__image').first().getAttribute('src');
  const second = radios.nth(1);
  const code = await second.getAttribute('value');
  await second.check({ force: true });
  await expect(page).toHaveURL(new RegExp(`${code}$`));
  await expect(page.locator('.gallery__image').first()).not.toHaveAttribute('src', before!);
});

test('a size can be chosen and sold-out sizes cannot', async ({ page }) => {
  await visit(page, '/en-us/c/mens-jackets-10101');
  await page.locator('ul.grid > li > a').first().click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const available = page.locator('input[name="size"]:not([disabled])').first();
  await available.check({ force: true });
  await expect(page.locator('.option-group__legend', { hasText: 'Size:' })).toBeVisible();
});
