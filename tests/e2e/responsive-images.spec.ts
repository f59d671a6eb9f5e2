import { expect, test, visit } from './fixtures';

// A phone-sized screen at each common pixel density: the browser picks a different srcset candidate at each.
for (const density of [1, 2, 3]) {
  test.describe(`on a 390 px phone at ${density}x`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: density, isMobile: true, hasTouch: true });

    test('the home hero image loads', async ({ page }) => {
      const statuses = new Map<string, number>();
      page.on('response', (response) => statuses.set(response.url(), response.status()));
      await visit(page, '/en-us');
      const image = page.locator('[data-block="hero"] img').first();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(statuses.get(chosen), chosen).toBe(200);
      // Every image the page asked for was served, not only the hero.
      expect([...statuses].filter(([url, status]) => new URL(url).pathname.startsWith('/images/') && status !== 200)).toEqual([]);
    });
  });
}
