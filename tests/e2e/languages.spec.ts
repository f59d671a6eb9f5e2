import { generateCatalog } from '../../mocks/data/catalog';
import { SIZE_CHART_TYPES, sizeChartFor } from '../../mocks/data/size-charts';
import { productPath } from '../../shared/routing';
import { de, en } from '../../shared/i18n/messages';
import { expect, test, visit } from './fixtures';

// The mocks' seeded catalogue: the first products, on the German site.
const PRODUCTS = generateCatalog().slice(0, 8).map((record) => productPath('de-de', record.slug, record.id));

/** English words the German catalogue never uses: on a German page they would be a missed string. */
const ENGLISH = ['Add to cart', 'Size chart', 'Select a size', 'Sale price', 'Quick shop', 'Sort by', 'Close', 'Pick up in store', 'Colour', 'Size'];

/** The English size charts' titles and column words: the German chart shows none of them. */
const ENGLISH_CHARTS = SIZE_CHART_TYPES.map((type) => sizeChartFor(type, 'en')!);
const ENGLISH_CHART_WORDS = new Set(ENGLISH_CHARTS.flatMap((chart) => [chart.title, ...chart.columns.filter((column) => !/^(US|UK|EU)$/.test(column))]));

test('a German product page stays German after hydration, dialogs and pickers included', async ({ page }) => {
  await visit(page, PRODUCTS[0]!);
  const details = page.locator('.pdp');
  await expect(details.getByRole('group', { name: new RegExp(`^${de['product.size']}`) })).toBeVisible();
  await expect(details.getByRole('button', { name: de['product.addToCart'] })).toBeVisible();

  await details.getByRole('button', { name: de['product.sizeChart'] }).click();
  const chart = page.getByRole('dialog', { name: de['product.sizeChart'] });
  await expect(chart).toBeVisible();
  await expect(chart.locator('th[scope="col"]').first()).toBeVisible();
  const chartWords = [await chart.locator('table caption').innerText(), ...(await chart.locator('th[scope="col"]').allInnerTexts())].map((word) => word.trim());
  expect(chartWords.filter((word) => ENGLISH_CHART_WORDS.has(word))).toEqual([]);
  await expect(chart.getByRole('button', { name: de['common.close'] })).toBeVisible();
  await chart.getByRole('button', { name: de['common.close'] }).click();
  await expect(chart).toHaveCount(0);

  const text = await page.locator('body').innerText();
  const labels = await page.locator('[aria-label]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  for (const english of ENGLISH) {
    expect(text.split('\n').map((line) => line.trim()), english).not.toContain(english);
    expect(labels, english).not.toContain(english);
  }
});

test('German quickshop: the dialog, its picker and its button are German', async ({ page }) => {
  await visit(page, '/de-de/c/mens-jackets-10101');
  await expect(page.getByLabel(de['common.sortBy'])).toBeVisible();
  const button = page.locator('[data-quickshop]').first();
  await expect(button).toHaveText(de['tile.quickShop']);
  await button.click();
  const dialog = page.locator('dialog.dialog[open]');
  await expect(dialog.locator('.quickshop')).toBeVisible();
  await expect(dialog.getByRole('group', { name: new RegExp(`^${de['product.colour']}`) })).toBeVisible();
  await expect(dialog.getByText(en['product.addToCart'], { exact: true })).toHaveCount(0);
  // Sold out everywhere or not, the dialog speaks German.
  await expect(dialog.getByRole('button', { name: de['product.addToCart'] }).or(dialog.getByText(de['product.outOfStock']))).toBeVisible();
});
