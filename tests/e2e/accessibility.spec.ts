import AxeBuilder from '@axe-core/playwright';
import { expect, test, visit } from './fixtures';

const PAGES = [
  ['home', '/en-us'],
  ['product listing', '/en-us/c/mens-jackets-10101'],
  ['product detail', '/en-us/p/mens-scree-softshell-jacket-JK619948'],
] as const;

for (const [name, path] of PAGES) {
  test(`the ${name} page has no serious or critical axe violations`, async ({ page }) => {
    await visit(page, path);
    // Scan the finished page: streamed regions included, skeletons gone.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
