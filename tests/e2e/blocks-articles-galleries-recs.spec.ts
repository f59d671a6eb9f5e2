import { expect, test, visit, blockingViolations } from './fixtures';

const KITCHEN_SINK = '/en-us/kitchen-sink';

test.describe('article grid', () => {
  test('shows page one from the server, filters by tag, loads more and clears', async ({ page }) => {
    await visit(page, KITCHEN_SINK);
    const grid = page.locator('[data-block="article-grid"]');
    const cards = grid.locator('.article-grid__list a.article-card');
    await expect(grid.getByRole('heading', { name: 'Stories from the trail' })).toBeVisible();
    await expect(cards).toHaveCount(4);
    await expect(grid.getByText('Showing 4 of 24 stories')).toBeVisible();

    // Facets start collapsed to 4 for a small grid; see more reveals the rest.
    const tags = grid.getByRole('group', { name: 'Filter stories by tag' });
    await expect(tags.locator('.article-grid__facet')).toHaveCount(4);
    await tags.getByRole('button', { name: 'See more' }).click();
    await expect(tags.locator('.article-grid__facet')).toHaveCount(9);
    await expect(tags.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');

    const searched = page.waitForRequest((request) => request.url().includes('/fapi/components/search') && request.url().includes('tagId=gear-care'));
    await tags.getByRole('button', { name: /Gear Care/ }).click();
    await searched;
    await expect(tags.getByRole('button', { name: /Gear Care/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByText(/Showing 4 of 6 stories/)).toBeVisible();
    await expect(cards.first()).toContainText('Re-Proof a Waterproof Shell');

    await grid.getByRole('button', { name: 'Read more' }).click();
    await expect(cards).toHaveCount(6);
    await expect(grid.getByRole('button', { name: 'Read more' })).toHaveCount(0);

    await tags.getByRole('button', { name: 'Clear all' }).click();
    await expect(grid.getByText('Showing 4 of 24 stories')).toBeVisible();
    await expect(cards.first()).toContainText('Five Ridge Walks');
    await expect(tags.getByRole('button', { name: 'Clear all' })).toHaveCount(0);

    await grid.getByRole('button', { name: 'Read more' }).click();
    await expect(cards).toHaveCount(8);
    await expect(grid.getByText('Showing 8 of 24 stories')).toBeVisible();
  });

  test('keeps the list when the search fails', async ({ page }) => {
    await visit(page, KITCHEN_SINK);
    // A garbled answer rather than an HTTP error: Chromium logs any 5xx as a console error, which fails every test.
    await page.route('**/fapi/components/search**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'upstream garbled' }));
    const grid = page.locator('[data-block="article-grid"]');
    const warned = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('Error fetching articles'));
    await grid.getByRole('button', { name: /Hiking/ }).click();
    await warned;
    await expect(grid.getByRole('button', { name: /Hiking/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(grid.getByText('Showing 4 of 24 stories')).toBeVisible();
  });
});

test('an article page shows its story and at most 4 related stories', async ({ page }) => {
  await visit(page, KITCHEN_SINK);
  const firstCard = page.locator('[data-block="article-grid"] a.article-card').first();
  const href = await firstCard.getAttribute('href');
  expect(href).toMatch(/^\/en-us\/stories\/[a-z0-9-]+$/);
  await visit(page, href!);
  await expect(page.locator('main h1')).toHaveText('Five Ridge Walks for Long Autumn Days');
  const related = page.locator('[data-block="related-articles"]');
  await expect(related.getByRole('heading', { name: 'More Trail Guides' })).toBeVisible();
  const links = related.locator('a.article-card');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(4);
  for (const link of await links.all()) expect(await link.getAttribute('href')).not.toBe(href);
});

test('the container gallery appears after its creation delay', async ({ page }) => {
  // A paused clock: the 500 ms timer fires only when the test advances time.
  await page.clock.install({ time: new Date('2026-11-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T10:00:01Z'));
  let mediaRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/social/streams/ridgeline-community/media/recent')) mediaRequests += 1;
  });
  await visit(page, KITCHEN_SINK);
  const gallery = page.locator('[data-block="gallery"]');
  await expect(gallery.getByRole('heading', { name: 'Shared by our community' })).toBeVisible();
  const images = gallery.locator('#ridgeline-community img');

  await page.clock.runFor(400);
  expect(mediaRequests).toBe(0);
  await expect(images).toHaveCount(0);

  await page.clock.runFor(200);
  await expect(images).toHaveCount(8);
  await expect(images.first()).toBeVisible();
  await expect(images.first()).toHaveAttribute('alt', 'Sunrise on the north ridge');
  expect(mediaRequests).toBe(1);
});

test('the widget script renders community photos into its container', async ({ page }) => {
  await visit(page, KITCHEN_SINK);
  const container = page.locator('[data-block="gallery-widget"] #ridgeline-widget');
  await expect(container).toHaveAttribute('data-widget-ready', 'true');
  await expect(container.locator('img')).toHaveCount(8);
  await expect(container.getByText('@alpine.anna').first()).toBeVisible();
});

test('recommendation carousels and the upsell show real products with prices', async ({ page }) => {
  await visit(page, KITCHEN_SINK);
  const carousel = page.locator('[data-block="recommendation-carousel"]').first();
  await expect(carousel.getByRole('heading', { name: 'Trending jackets' })).toBeVisible();
  const cards = carousel.locator('.rec-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  await expect(cards.first().locator('.price')).toHaveText(/\$\d/);
  await expect(cards.first().locator('a')).toHaveAttribute('href', /^\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6}$/);

  const upsell = page.locator('[data-block="complete-the-look"]');
  await expect(upsell.locator('.rec-card')).toHaveCount(3);

  // One impression push per block, once its products are on screen (the second carousel may still be loading).
  const impressions = () => page.evaluate(() => (window.dataLayer ?? []).flatMap((entry) => (['productRecImpressions', 'upsellImpression'].includes(entry.event) ? [`${entry.event}:${(entry.impressions as unknown[]).length}`] : [])));
  await expect.poll(impressions).toHaveLength(3);
  const pushes = await impressions();
  expect(pushes.filter((push) => push.startsWith('productRecImpressions:'))).toHaveLength(2);
  expect(pushes).toContain('upsellImpression:3');
});

test('articles, galleries and recommendations have no serious or critical axe violations', async ({ page }) => {
  await visit(page, KITCHEN_SINK);
  await expect(page.locator('[data-block="gallery"] #ridgeline-community img').first()).toBeVisible();
  await expect(page.locator('[data-block="gallery-widget"] img').first()).toBeVisible();
  await expect(page.locator('[data-block="complete-the-look"] .rec-card').first()).toBeVisible();
  for (const section of ['articles', 'galleries', 'recommendations']) {
    await page.locator(`[data-section="${section}"]`).screenshot({ path: test.info().outputPath(`${section}.png`) });
  }
  expect(await blockingViolations(page, ['[data-section="articles"]', '[data-section="galleries"]', '[data-section="recommendations"]'])).toEqual([]);
});
