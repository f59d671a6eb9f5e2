import type { Page } from '@playwright/test';
import { expect, test, visit, blockingViolations } from './fixtures';

const LISTING = '/en-us/c/men-10000';

/** The product links of the grid, in order (skeleton cards are aria-hidden and have none). */
async function tileLinks(page: Page): Promise<string[]> {
  return page.locator('ul.grid > li > a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Updates go through the proxy to the mocks; the machine is shared, so allow for a slow answer. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

const facetValue = (page: Page, facet: string, value: RegExp) => page.getByRole('group', { name: facet }).getByRole('checkbox', { name: value });

test('filter, sort and load more, then a reload shows the same view', async ({ page }) => {
  await visit(page, LISTING);
  await settled(page);

  const medium = facetValue(page, 'Size', /^M \(\d+\)$/);
  await medium.check();
  await expect(page).toHaveURL(/\?size=M$/);
  await settled(page);

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\?size=M&sort=price-asc$/);
  await settled(page);
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(/^Showing 48 of (\d+)$/);
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(48);

  // Prices ascend after the sort.
  const prices = await page.locator('ul.grid > li .price').evaluateAll((nodes) => nodes.map((node) => Number(/[\d,.]+/.exec(node.textContent ?? '')?.[0]?.replace(/,/g, ''))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\?size=M&sort=price-asc&page=2$/);
  await settled(page);
  await expect(status).toHaveText(`Showing ${Math.min(96, total)} of ${total}`);
  // Focus continues at the first new product.
  await expect(page.locator('ul.grid > li').nth(48).locator('a')).toBeFocused();
  const before = await tileLinks(page);
  expect(before).toHaveLength(Math.min(96, total));

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await settled(page);
  expect(await tileLinks(page)).toEqual(before);
  await expect(facetValue(page, 'Size', /^M \(\d+\)$/)).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByRole('button', { name: 'Remove filter Size: M' })).toBeVisible();
});

test('the back button returns to the previous filter state', async ({ page }) => {
  await visit(page, LISTING);
  await settled(page);
  const unfiltered = await tileLinks(page);

  await facetValue(page, 'Activity', /^Hiking \(\d+\)$/).check();
  await expect(page).toHaveURL(/\?activity=hiking$/);
  await settled(page);
  const hiking = await tileLinks(page);
  expect(hiking).not.toEqual(unfiltered);

  await facetValue(page, 'Activity', /^Climbing \(\d+\)$/).check();
  await expect(page).toHaveURL(/\?activity=climbing&activity=hiking$/);
  await settled(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?activity=hiking$/);
  await settled(page);
  expect(await tileLinks(page)).toEqual(hiking);
  await expect(facetValue(page, 'Activity', /^Climbing \(\d+\)$/)).not.toBeChecked();
  await expect(facetValue(page, 'Activity', /^Hiking \(\d+\)$/)).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await settled(page);
  expect(await tileLinks(page)).toEqual(unfiltered);
});

test('chips remove a filter, and an empty result shows the category’s no-results content with a clear-all', async ({ page }) => {
  await visit(page, `${LISTING}?gender=kids`);
  await settled(page);
  await expect(page.locator('ul.grid > li')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /No men match these filters/i })).toBeVisible();
  await page.locator('.listing-empty').getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await settled(page);
  await expect(page.locator('ul.grid > li')).toHaveCount(48);

  await facetValue(page, 'Colour', /\(\d+\)$/).first().check();
  await settled(page);
  await page.getByRole('button', { name: /^Remove filter Colour: / }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  // The chip is gone; focus lands on the result count, not on the page body.
  await expect(page.locator('.listing__count')).toBeFocused();
});

test('a listing with filters applied has no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, `${LISTING}?color=black&sort=rating`);
  await settled(page);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
