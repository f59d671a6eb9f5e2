import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// The installable shop: the manifest and the registered worker, a visited product page reloaded
// offline (with its notice), an unvisited page offline (the site's offline page), the update prompt
// after a changed worker is deployed, and sign-out emptying what the worker kept of the shopper.

const PRODUCT = '/en-us/p/mens-scree-softshell-jacket-JK619948';
const UNVISITED_DE = '/de-de/p/mens-scree-softshell-jacket-JK619948';
const PASSWORD = 'Basecamp2026';

// A first visit installs the worker, which precaches the whole build before it takes the page.
test.describe.configure({ timeout: 90_000 });

/** Waits until the page's worker is active and controls the page (it takes the page it arrived on). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Waits until the worker has kept a copy of `path`. */
async function kept(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(new URL(url, location.origin).href)) !== undefined, path), { timeout: 15_000 }).toBe(true);
}

/** Offline, the page's own calls (lazy sections, beacons) fail as they would for a shopper: only those. */
function dropNetworkFailures(problems: string[]): void {
  problems.splice(0, problems.length, ...problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/.test(problem)));
}

test('each site is installable: a manifest in its language and a registered worker', async ({ page }) => {
  await visit(page, '/de-de');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/de-de/manifest.webmanifest');
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { name: string; start_url: string; scope: string; display: string; icons: { sizes: string; purpose: string; src: string }[] };
  expect(manifest).toMatchObject({ name: 'Ridgeline Outdoor-Shop', start_url: '/de-de', scope: '/de-de', display: 'standalone' });
  expect(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await controlled(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  const script = await page.request.get('/sw.js');
  expect(script.headers()['cache-control']).toBe('no-cache');
  // The page's policy admits the shop's own worker and manifest, and nothing else.
  const csp = (await page.request.get('/de-de')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  expect(await blockingViolations(page)).toEqual([]);
});

test('a visited product page reloads offline from its kept copy, saying prices and stock may have changed', async ({ page, context, problems }) => {
  await visit(page, PRODUCT);
  await controlled(page);
  await kept(page, PRODUCT);
  const title = await page.locator('h1').first().textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('h1').first()).toHaveText(title!);
  await expect(page.locator('.toasts')).toContainText("You're offline: prices and stock may have changed");
  expect(await blockingViolations(page)).toEqual([]);

  // Back online, the page comes from the network again: no notice.
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.waitForTimeout(1500);
  await expect(page.locator('.toasts')).not.toContainText("You're offline");
  dropNetworkFailures(problems);
});

test('an unvisited page offline shows the site offline page, in German', async ({ page, context, problems }) => {
  await visit(page, '/de-de');
  await controlled(page);
  await kept(page, '/de-de/offline');

  await context.setOffline(true);
  await page.goto(UNVISITED_DE);
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  // The address stays the one asked for, so trying again asks for it.
  expect(page.url()).toContain(UNVISITED_DE);
  expect(await blockingViolations(page)).toEqual([]);
  await context.setOffline(false);
  dropNetworkFailures(problems);
});

test('a changed worker waits until the shopper chooses to reload', async ({ page, context, baseURL }) => {
  await visit(page, '/en-us');
  await controlled(page);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);

  // A deploy: the same URL now answers other bytes (development's test marker).
  await context.addCookies([{ name: 'rl_sw_build', value: `next-${Date.now()}`, url: baseURL! }]);
  await page.evaluate(() => (window as unknown as { stayed: boolean }).stayed = true);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const toast = page.locator('.toast', { hasText: 'A new version of the shop is ready' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  // Nothing reloads by itself.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await blockingViolations(page, ['.toasts'])).toEqual([]);

  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  expect(first).toMatch(/\/sw\.js$/);
});

test('signing out empties what the worker kept of the shopper', async ({ page }) => {
  const email = await newAccount(page.request, PASSWORD);
  await signIn(page, email, PASSWORD);
  await visit(page, '/en-us');
  await controlled(page);
  await kept(page, '/en-us');
  // A page kept while signed in shows the shopper's header; a sentinel marks this cache generation.
  const cacheName = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('ridgeline-pages-'))!;
    await (await caches.open(name)).put('/en-us/__kept-while-signed-in', new Response('x'));
    return name;
  });
  expect(cacheName).toBeTruthy();

  const menu = page.locator('.account-menu__button');
  // The kept page is the signed-in shopper's (its state says so).
  const keptText = () => page.evaluate(async () => (await (await caches.match('/en-us'))!.text()));
  expect(await keptText()).toContain('"loggedIn":true');
  await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('.toasts')).toContainText('You have signed out');
  expect(await page.evaluate(async () => (await caches.match('/en-us/__kept-while-signed-in')) === undefined)).toBe(true);
  // What is kept now is the guest's page.
  await kept(page, '/en-us');
  await expect.poll(keptText).toContain('"loggedIn":false');
});
