import type { Page } from '@playwright/test';
import { expect, test, visit, blockingViolations } from './fixtures';

// Listing updates go through the proxy to the mocks; the machine is shared, so allow for a slow answer.
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'search content click'));

test('autosuggest works by keyboard: type, arrow down, Enter opens the suggestion', async ({ page }) => {
  // A controllable clock lets the test move past the suggestion debounce instead of sleeping through it.
  await page.clock.install();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/search/autoSuggest')) asked.push(url.searchParams.get('q') ?? '');
  });
  await visit(page, '/en-us');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially('j');
  await page.clock.runFor(1_000);
  // One character asks for nothing: requests leave in order, so a request for "j" would be seen before the one for "ja".
  const second = page.waitForRequest((request) => request.url().includes('/search/autoSuggest'));
  await box.pressSequentially('a');
  await page.clock.runFor(1_000);
  await second;
  expect(asked).toEqual(['ja']);

  await box.pressSequentially('ck');
  await page.clock.runFor(1_000);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  await box.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  const term = (await first.evaluate((node) => node.firstChild?.textContent ?? '')).trim();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en-us/search\\?q=${encodeURIComponent(term).replace(/%20/g, '\\+')}$`));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
  await expect(page.locator('ul.grid > li > a').first()).toBeVisible();
});

test('Escape closes the suggestions, then clears the box; Enter without a choice submits the query', async ({ page }) => {
  await visit(page, '/en-us');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('fleece');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('fleece');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.fill('tent');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/search\?q=tent$/);
});

test('choosing a suggestion pushes a search content click', async ({ page }) => {
  await visit(page, '/en-us');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('jacket');
  const category = page.getByRole('option', { name: /Men’s Jackets · Category|Men's Jackets · Category/ });
  await expect(category).toBeVisible();
  // A 204 answer leaves the browser on this page, so the push can be read.
  await page.route('**/en-us/c/**', (route) => route.fulfill({ status: 204 }));
  await category.click();
  await expect.poll(() => dataLayer(page)).toEqual([
    expect.objectContaining({ event: 'search content click', searchTerm: 'jacket', contentType: 'category', label: "Men's Jackets", url: '/en-us/c/mens-jackets-10101' }),
  ]);
});

test('search results have the listing controls, and CMS content clicks are pushed', async ({ page }) => {
  await visit(page, '/en-us/search?q=jacket');
  await settled(page);
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/\/en-us\/search\?q=jacket&sort=rating$/);
  await settled(page);
  await page.getByRole('group', { name: 'Colour' }).getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/\/en-us\/search\?q=jacket&color=[a-z-]+&sort=rating$/);
  await settled(page);

  // The merchandising banner the CMS adds for this query.
  const banner = page.locator('.search-content a', { hasText: /Shop all/ }).first();
  await expect(banner).toBeVisible();
  await page.route('**/en-us/c/**', (route) => route.fulfill({ status: 204 }));
  await banner.click();
  await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ contentType: 'content', searchTerm: 'jacket', url: expect.stringMatching(/^\/en-us\/c\//) })]);
});

test('a symbols-only query gets a clear message', async ({ page }) => {
  await visit(page, '/en-us/search?q=%25%25%24');
  await expect(page.getByRole('alert')).toHaveText('Please search for a product name, category or colour.');
});

test('the search hub shows popular searches', async ({ page }) => {
  await visit(page, '/en-us/explore/searchhub');
  await expect(page.getByRole('link', { name: 'rain jacket' })).toHaveAttribute('href', '/en-us/search?q=rain%20jacket');
  expect(await blockingViolations(page)).toEqual([]);
});

test('the search page has no serious or critical axe violations, with suggestions open too', async ({ page }) => {
  // Two full axe scans on a shared two-core machine.
  test.setTimeout(90_000);
  await visit(page, '/en-us/search?q=fleece');
  await settled(page);
  expect(await blockingViolations(page)).toEqual([]);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('fleece jacket');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  expect(await blockingViolations(page)).toEqual([]);
});
