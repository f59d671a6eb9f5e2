import type { Page } from '@playwright/test';
import { blockingViolations, expect, test, visit } from './fixtures';

// In development the worker takes the visitor's country only from `?country=`: wrangler dev
// places every connection in the same spot.
const PRODUCT = 'p/mens-aspen-shell-jacket-JK100775';
const CATEGORY = 'c/tents-40102';

const dialog = (page: Page) => page.locator('dialog[aria-labelledby="location-confirmation-title"]');

/** Opens a page as a visitor from `country` and waits until the browser has learnt where they are. */
async function visitFrom(page: Page, path: string, country: string): Promise<void> {
  const located = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/fapi/location'));
  await visit(page, `${path}?country=${country}`);
  await located;
}

async function answer(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'rl_location')?.value;
}

async function focusInside(page: Page): Promise<boolean> {
  return dialog(page).evaluate((element) => element.contains(document.activeElement));
}

/** Every control in the dialog is at least 24 by 24 CSS pixels. */
async function smallTargets(page: Page): Promise<string[]> {
  return dialog(page).evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width < 24 || box.height < 24;
      })
      .map((control) => control.textContent ?? ''),
  );
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`) });
  }
}

test('a visitor from Germany on the US site is asked in English, goes to the same product on de-de and is not asked again', async ({ page }) => {
  await visitFrom(page, `/en-us/${PRODUCT}`, 'DE');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Shopping from another country?' })).toBeVisible();
  await expect(dialog(page)).toContainText('It looks like you’re in Germany. Would you like to go to Ridgeline Germany?');
  await expect(dialog(page).locator('p[lang="de"]')).toHaveText('Es sieht so aus, als wären Sie in Deutschland. Möchten Sie zu Ridgeline Deutschland wechseln?');
  expect(await focusInside(page)).toBe(true);
  expect(await smallTargets(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
  await screenshots(page, 'en-us-from-de');

  const go = dialog(page).getByRole('link', { name: /Go to Ridgeline Germany/ });
  await expect(go).toHaveAttribute('href', `/de-de/${PRODUCT}`);
  await go.click();
  await page.waitForURL(`**/de-de/${PRODUCT}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await answer(page)).toBe('DE:de-de');

  // Answered: back on the US site from Germany, the browser does not even ask where they are.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fapi/location')) asked.push(request.url());
  });
  await visit(page, `/en-us/${PRODUCT}?country=DE`);
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toBeHidden();
  expect(asked).toEqual([]);
});

test('Escape is staying: the dialog closes, focus leaves it, and the answer is kept', async ({ page }) => {
  await visitFrom(page, '/en-gb', 'NO');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('It looks like you’re in Norway. Would you like to go to Ridgeline Norway?');
  await expect(dialog(page).getByRole('link', { name: /Go to Ridgeline Norway/ })).toHaveAttribute('href', '/nb-no');
  await expect(dialog(page).getByRole('button', { name: 'Stay on Ridgeline United Kingdom' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(await focusInside(page)).toBe(false);
  await expect.poll(() => answer(page)).toBe('NO:en-gb');

  await visit(page, '/en-gb?country=NO');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toBeHidden();
});

test('a visitor from the US on the French Canadian site is asked in French, with the question in English too', async ({ page }) => {
  await visitFrom(page, `/fr-ca/${CATEGORY}`, 'US');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Vous magasinez depuis un autre pays ?' })).toBeVisible();
  await expect(dialog(page)).toContainText('Il semble que vous soyez aux États-Unis. Voulez-vous aller sur Ridgeline États-Unis ?');
  await expect(dialog(page).locator('p[lang="en"]')).toHaveText('It looks like you’re in the United States. Would you like to go to Ridgeline United States?');
  await expect(dialog(page).getByRole('link', { name: /Aller sur Ridgeline États-Unis/ })).toHaveAttribute('href', `/en-us/${CATEGORY}`);
  expect(await smallTargets(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
  await screenshots(page, 'fr-ca-from-us');

  await dialog(page).getByRole('button', { name: 'Rester sur Ridgeline Canada (français)' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await answer(page)).toBe('US:fr-ca');
  await expect(page).toHaveURL(new RegExp(`/fr-ca/${CATEGORY}`));
});

test('a visitor from Canada on the German site is offered both Canadian sites, each also in its own language', async ({ page }) => {
  await visitFrom(page, '/de-de/cart', 'CA');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Es sieht so aus, als wären Sie in Kanada. Möchten Sie zu Ridgeline Kanada (Englisch) oder Ridgeline Kanada (Französisch) wechseln?');
  await expect(dialog(page).locator('p[lang="en"]')).toHaveText('It looks like you’re in Canada. Would you like to go to Ridgeline Canada (English)?');
  await expect(dialog(page).locator('p[lang="fr"]')).toHaveText('Il semble que vous soyez au Canada. Voulez-vous aller sur Ridgeline Canada (français) ?');
  // The cart is not the same page on another site: the switch goes to that site's home.
  await expect(dialog(page).getByRole('link', { name: /Weiter zu Ridgeline Kanada \(Englisch\)/ })).toHaveAttribute('href', '/en-ca');
  await expect(dialog(page).getByRole('link', { name: /Weiter zu Ridgeline Kanada \(Französisch\)/ })).toHaveAttribute('href', '/fr-ca');
  expect(await blockingViolations(page)).toEqual([]);
  await screenshots(page, 'de-de-from-ca');

  // A third site is chosen from the full list, which takes the dialog's place.
  await dialog(page).getByRole('button', { name: 'Anderes Land wählen' }).click();
  await expect(page.locator('dialog[aria-labelledby="location-selector-title"]')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => answer(page)).toBe('CA:de-de');
});

test('no question for a visitor on their own country’s site, from a country no site serves, or from nowhere known', async ({ page }) => {
  for (const [path, country] of [['/de-de', 'DE'], ['/en-ca', 'CA'], ['/fr-ca', 'CA'], ['/en-us', 'FR']] as const) {
    await visitFrom(page, path, country);
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toBeHidden();
  }
  await visit(page, '/nb-no');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toBeHidden();
  expect(await answer(page)).toBeUndefined();
});
