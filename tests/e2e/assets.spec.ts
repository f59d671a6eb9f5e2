import { expect, test } from './fixtures';

test('hashed assets are cached for a year as immutable, the document never is', async ({ page, request }) => {
  const response = await page.goto('/en-us');
  expect(response!.headers()['cache-control']).not.toContain('immutable');
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  for (const path of [css!, script!]) {
    expect(path).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.(css|js)$/);
    const asset = await request.get(path);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});
