import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { anyCheckoutItem, guestAtReview } from './checkout-steps';

// What the payment pages run, held against the build's script inventory (scripts/script-inventory.mjs):
// every script a checkout loads in the page itself is one the inventory lists, byte for byte as
// built, and none comes from another origin. The card fields are the provider's own framed page.

interface InventoryRow {
  file: string;
  integrity: string;
}

const inventory = new Map(
  (JSON.parse(readFileSync(new URL('../../dist/script-inventory.json', import.meta.url), 'utf8')) as { scripts: InventoryRow[] }).scripts.map((row) => [row.file, row.integrity]),
);

/** Every script the page's own frame loads from now on, with its bytes. */
function recordScripts(page: Page): Promise<Array<{ url: URL; body: Buffer }>>[] {
  const loads: Promise<Array<{ url: URL; body: Buffer }>>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' || response.frame() !== page.mainFrame()) return;
    loads.push(response.body().then((body) => [{ url: new URL(response.url()), body }], () => []));
  });
  return loads;
}

test('every script the checkout runs, through payment to review, is in the inventory with its integrity hash', async ({ page }) => {
  test.setTimeout(90_000);
  const loads = recordScripts(page);
  await guestAtReview(page, anyCheckoutItem().sku, 'script-inventory');
  const scripts = (await Promise.all(loads)).flat();

  const origin = new URL(page.url()).origin;
  expect(scripts.length).toBeGreaterThan(2);
  for (const { url, body } of scripts) {
    expect(url.origin, `${url} is not ours`).toBe(origin);
    const listed = inventory.get(url.pathname);
    expect(listed, `${url.pathname} is not in the script inventory`).toBeDefined();
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, `${url.pathname} differs from the build`).toBe(listed);
  }
  // The checkout's own module, the one that talks to the card fields, was among them.
  expect(scripts.some(({ url }) => /\/CheckoutPage-[\w-]+\.js$/.test(url.pathname))).toBe(true);
});
