import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { decideAll } from '../../worker/experiments/decide';
import { SEEDED_DATAFILE } from '../../mocks/data/experiments';

/** Fails every test on any console error or uncaught exception, hydration mismatches included. */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until React has hydrated it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** The serious and critical axe violations on the page (or only inside `include` selectors), one line each. */
export async function blockingViolations(page: Page, include: string[] = []): Promise<string[]> {
  // Let finite transitions end first (a pop-up fading in has, mid-fade, too little contrast to pass).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A visitor id the seeded home_hero A/B test puts in `variation`, found with the worker's own
 * pure entry point; `series` keeps tests that share the mock event log on distinct visitors.
 */
export function homeHeroVisitor(variation: 'control' | 'treatment', series = 0): string {
  for (let i = series * 1000 + 1; i < series * 1000 + 500; i += 1) {
    const id = `vuid_${(0x2000_0000 + i * 7919).toString(16)}`;
    if (decideAll(SEEDED_DATAFILE, { id, attributes: { siteId: 'us', pageType: 'home' } }).home_hero?.variationKey === variation) return id;
  }
  throw new Error(`no visitor in ${variation}`);
}

/** Makes the page's browser a returning visitor with that id (the rl_vuid cookie the worker set). */
export async function asVisitor(page: Page, baseURL: string, visitorId: string): Promise<void> {
  await page.context().addCookies([{ name: 'rl_vuid', value: visitorId, url: baseURL }]);
}
