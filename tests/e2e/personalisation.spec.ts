import { blockingViolations, expect, monetateIdFor, test, visit } from './fixtures';

const PAGE = '/en-us/kitchen-sink';

// The e2e server runs with CONSENT_DEFAULT_REGION = NA, so targeting consent (C0004) is granted.
test('a signed-in visitor gets the engine variant and recommendations in the SSR HTML, unchanged by hydration', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'mt.v', value: monetateIdFor('v-sale'), url: baseURL! }]);
  const hook = await page.request.get('/fapi/test/visitor?kind=logged-in');
  expect(hook.ok()).toBe(true);

  // A decide call that misses its 150 ms budget rightly renders the baselines; a warm engine answers well within it.
  let html = '';
  await expect
    .poll(async () => {
      html = await (await page.request.get(PAGE)).text();
      return html.includes('data-variant-id="v-sale"');
    }, { timeout: 15_000 })
    .toBe(true);
  const served = /<section class="rec-carousel[^"]*"[^>]*data-block="recommendation-carousel"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(served).toContain('class="rec-card"');

  const pageEvent = page.waitForResponse((response) => response.url().endsWith('/fapi/events') && response.request().postData()?.includes('kitchen_sink_experience') === true);
  const recImpressions = page.waitForResponse((response) => response.url().endsWith('/fapi/events') && response.request().postData()?.includes('"recImpressions"') === true);
  const response = await page.goto(PAGE);
  const ssrHtml = await response!.text();
  const ssr = ssrHtml.includes('data-variant-id="v-sale"');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const experience = page.locator('[data-block="experience"]');
  // No flicker: the hydrated experience and segmentation are exactly what the server sent.
  for (const selector of ['[data-block="experience"]', '[data-block="segmentation"]']) {
    const served = await page.evaluate(([html, css]) => new DOMParser().parseFromString(html!, 'text/html').querySelector(css!)?.outerHTML ?? null, [ssrHtml, selector]);
    expect(served).not.toBeNull();
    expect(await page.locator(selector).evaluate((element) => element.outerHTML)).toBe(served);
  }
  if (ssr) {
    await expect(experience).toHaveAttribute('data-variant-id', 'v-sale');
    await expect(experience).toContainText('Up to 40% off last season');
    await expect(experience).not.toContainText('Find your next adventure');
    expect((await pageEvent).status()).toBe(202);
    // The engine's products were shown: their impressions go to the engine through the worker.
    const impressions = await recImpressions;
    expect(impressions.status()).toBe(202);
    const { events } = JSON.parse(impressions.request().postData()!) as { events: { type: string; recTokens?: string[] }[] };
    expect(events.find((event) => event.type === 'recImpressions')?.recTokens).toHaveLength(12);
  } else {
    // This one request missed the budget: the baselines, and hydration keeps them.
    await expect(experience).toHaveAttribute('data-variant-id', 'baseline');
  }
});

test('the test hook turns a visitor into a loyalty member and the segmentation follows', async ({ page }) => {
  await page.request.get('/fapi/test/visitor?kind=loyalty');
  await visit(page, PAGE);
  const segmentation = page.locator('[data-block="segmentation"]');
  await expect(segmentation).toContainText('Welcome back, XPLR Pass member');
  await expect(segmentation).not.toContainText('New to Ridgeline?');
});

test('an IPA and WRANX member sees the one IPA banner under the header, and it passes axe', async ({ page }) => {
  await page.request.get('/fapi/test/visitor?kind=ipa-wranx');
  await visit(page, '/en-us/c/mens-jackets-10101');
  const banner = page.locator('.role-banner');
  await expect(banner).toHaveCount(1);
  await expect(banner).toContainText('IPA member pricing is applied to everything in your cart');
  await expect(banner).not.toContainText('WRANX');
  await expect(banner.getByRole('link', { name: 'Details' })).toHaveAttribute('href', /\/en-us\/pro-programme$/);
  expect(await blockingViolations(page, ['.role-banner'])).toEqual([]);
});

test('the second engine fills a block by its index, and the recalculate event re-reads it', async ({ page }) => {
  // EMEA without a choice: no engine decision, so the carousel with bloomreachIndex 0 reads the second engine.
  const KITCHEN_SINK = '/en-us/kitchen-sink?region=EMEA';
  const isSets = (response: { url(): string }) => response.url().includes('/api/products/v1/recommendationSets');
  const loaded = page.waitForResponse(isSets);
  await visit(page, KITCHEN_SINK);
  const { sets } = (await (await loaded).json()) as { sets: { products: { url: string }[] }[] };
  const carousel = page.locator('[data-block="recommendation-carousel"]').first();
  await expect(carousel.locator('.rec-card a').first()).toHaveAttribute('href', sets[0]!.products[0]!.url);

  // Something the visitor did: the page asks the engine again and re-reads the second engine's array.
  const reread = page.waitForResponse(isSets);
  const redecided = page.waitForResponse((response) => response.url().endsWith('/fapi/personalisation/decisions'));
  await page.evaluate(() => window.dispatchEvent(new Event('ridgeline:recalculate')));
  expect((await reread).status()).toBe(200);
  expect((await redecided).status()).toBe(200);
});
