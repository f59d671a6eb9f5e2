import { asAssociate, expect, test, visit, blockingViolations } from './fixtures';

const LISTING = '/en-us/c/tents-40102';
const SAVE = /^Save (.+) to favorites$/;

test('a favorite persists across reload as a guest, shows on the favorites page and can be removed', async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, LISTING);
  const heart = page.getByRole('button', { name: SAVE }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const name = SAVE.exec((await heart.getAttribute('aria-label')) ?? '')![1]!;

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/wishlists/v2/favorites' && response.request().method() === 'POST');
  await heart.click();
  const pressed = page.getByRole('button', { name: `Remove ${name} from favorites` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  await visit(page, '/en-us/favorites');
  const item = page.getByRole('heading', { level: 3, name });
  await expect(item).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 item' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Share favorites' }).click();
  const link = page.getByLabel('Share link');
  await expect(link).toHaveValue(/\/en-us\/favorites\?share=/);
  const shared = await link.inputValue();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Remove ${name} from favorites` }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('You have no favorites yet.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no favorites yet.', { exact: false })).toBeVisible();

  // The shared link is read-only (and now empty): no remove or share controls.
  await visit(page, new URL(shared).pathname + new URL(shared).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared favorites' })).toBeVisible();
  await expect(page.getByText('This shared list is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share favorites' })).toHaveCount(0);
});

test("the favorites page pages from 0 with 'Load more'", async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, LISTING);
  const hearts = page.getByRole('button', { name: SAVE });
  for (let index = 0; index < 3; index++) {
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/wishlists/v2/favorites' && response.request().method() === 'POST');
    await hearts.first().click();
    await saved;
  }
  // The configured page size (24) reaches the API; shrinking it on the wire to 2 makes three favorites span two pages.
  const pages: string[] = [];
  await page.route(/\/api\/wishlists\/v2\/favorites\?locale=en-us&start=\d+&count=24$/, (route) => {
    const url = new URL(route.request().url());
    pages.push(url.search);
    url.searchParams.set('count', '2');
    return route.continue({ url: url.href });
  });
  await visit(page, '/en-us/favorites');
  await expect(page.getByRole('heading', { level: 2, name: '3 items' })).toBeVisible();
  await expect(page.locator('.favorites__item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.locator('.favorites__item')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(pages).toEqual(['?locale=en-us&start=0&count=24', '?locale=en-us&start=2&count=24']);
});

test('hearts are hidden and the favorites page explains why while an in-store employee is connected', async ({ page }) => {
  await visit(page, '/en-us');
  await asAssociate(page);
  await visit(page, LISTING);
  await expect(page.getByRole('button', { name: SAVE })).toHaveCount(0);
  await visit(page, '/en-us/favorites');
  await expect(page.getByText('Favorites are unavailable while a store employee is connected.', { exact: false })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
