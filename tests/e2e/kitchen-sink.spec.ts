import AxeBuilder from '@axe-core/playwright';
import { BLOCK_SCHEMAS } from '../../shared/content/schemas/blocks';
import { expect, test, visit, blockingViolations } from './fixtures';

// Blocks the header, footer and pop-up manager render from their own canvases, never in a page body.
const CHROME_ONLY = new Set(['mega-menu', 'footer', 'popup']);
// An anchor is an empty in-page scroll target: present, but with nothing to see.
const INVISIBLE = new Set(['anchor']);
const BODY_BLOCKS = Object.keys(BLOCK_SCHEMAS).filter((type) => !CHROME_ONLY.has(type));

test('the kitchen-sink page shows every block type', async ({ page }, testInfo) => {
  await visit(page, '/en-us/kitchen-sink');
  for (const type of BODY_BLOCKS) {
    const block = page.locator(`[data-block="${type}"]`).first();
    if (INVISIBLE.has(type)) {
      await expect(block, `block ${type}`).toBeAttached();
      continue;
    }
    await block.scrollIntoViewIfNeeded();
    await expect(block, `block ${type}`).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await testInfo.attach('kitchen-sink', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});

test('the kitchen-sink page has no serious or critical axe violations', async ({ page }) => {
  await visit(page, '/en-us/kitchen-sink');
  expect(await blockingViolations(page)).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the kitchen-sink page never scrolls sideways at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/en-us/kitchen-sink');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the kitchen-sink page names each landmark once and gives every control a 24 px target', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, '/en-us/kitchen-sink');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique', 'target-size']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
