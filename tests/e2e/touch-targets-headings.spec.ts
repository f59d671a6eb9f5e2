import AxeBuilder from '@axe-core/playwright';
import { expect, test, visit } from './fixtures';

/*
 * Rules Lighthouse scores that `blockingViolations` lets through: target-size is a WCAG 2.2
 * rule axe leaves off by default, and image-redundant-alt and heading-order are moderate
 * best practices. Every violation counts here, whatever its impact.
 */
const RULES = ['target-size', 'image-redundant-alt', 'heading-order'];

const PAGES = [
  ['home', '/en-us'],
  ['listing', '/en-us/c/men-10000'],
  ['product', '/en-us/p/mens-scree-softshell-jacket-JK619948'],
  ['search', '/en-us/search?q=jacket'],
] as const;

const SCREENS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

for (const [screen, viewport] of SCREENS) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    for (const [name, path] of PAGES) {
      test(`the ${name} page has big enough touch targets, no alt text repeating its link and no skipped heading level`, async ({ page }) => {
        test.setTimeout(60_000);
        await visit(page, path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withRules(RULES).analyze();
        const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(found).toEqual([]);
      });
    }
  });
}
