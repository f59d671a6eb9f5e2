import { blockingViolations, expect, test, visit } from './fixtures';

// `#modal=<id>` links open their dialog on the current path, however the shopper met the link:
// typed or mailed (the address on load), changed in the address bar (hashchange), or clicked on
// the page. Closing takes the hash away and leaves no history entry for Back to trip on.

const dialogOf = (page: import('@playwright/test').Page, id: string) => page.locator(`dialog[aria-labelledby="${id}-title"]`);

/** Every dialog a link may open, with a heading it shows once its body is there. */
const LINKS: ReadonlyArray<[string, string]> = [
  ['sign-in', 'Sign in'],
  ['enrolment', 'Sign in or create an account'],
  ['sign-up', 'Create an account'],
  ['loyalty-sign-up', 'Join XPLR Pass'],
  ['forgot-password', 'Forgot your password?'],
  ['location-selector', 'Choose your location'],
  ['welcome', 'XPLR Pass'],
  ['interests', 'Your interests'],
];

for (const [id, title] of LINKS) {
  test(`a mailed #modal=${id} opens its dialog on the page, and closing takes the hash away`, async ({ page }) => {
    await visit(page, `/en-us/promotions#modal=${id}`);
    const dialog = dialogOf(page, id);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`#${id}-title`)).toHaveText(title);
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/en-us/promotions');
    expect(await blockingViolations(page, [`dialog[aria-labelledby="${id}-title"]`])).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/en-us/promotions');
  });
}

test('an unknown #modal= id opens nothing', async ({ page }) => {
  await visit(page, '/en-us/promotions#modal=no-such-dialog');
  await page.waitForTimeout(300);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});

test('a hash typed into the address opens the dialog; closing steps back over its entry, and Back closes it', async ({ page }) => {
  await visit(page, '/en-us/xplr-pass');
  await visit(page, '/en-us/promotions');
  const dialog = dialogOf(page, 'sign-up');

  await page.evaluate(() => (location.hash = '#modal=sign-up'));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.url()).toMatch(/\/en-us\/promotions$/);
  // No entry was left behind: Back leaves the page rather than landing on it again.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en-us/xplr-pass');

  await page.goForward();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(() => (location.hash = '#modal=location-selector'));
  await expect(dialogOf(page, 'location-selector')).toBeVisible();
  await page.goBack();
  await expect(dialogOf(page, 'location-selector')).toBeHidden();
  expect(page.url()).toMatch(/\/en-us\/promotions$/);
});

test('a #modal= link in the page’s copy opens its dialog in place, with no history entry', async ({ page }) => {
  await visit(page, '/en-us/sign-in-modal');
  const before = await page.evaluate(() => history.length);
  await page.locator('main').getByRole('link', { name: 'Reset your password' }).click();
  const dialog = dialogOf(page, 'forgot-password');
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#modal=forgot-password');
  expect(await page.evaluate(() => history.length)).toBe(before);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => new URL(page.url()).hash).toBe('');
});

test('the sign-in dialog’s forgot link opens the forgot-password dialog in place, and leads back', async ({ page }) => {
  await visit(page, '/en-us/promotions#modal=sign-in');
  const signIn = dialogOf(page, 'sign-in');
  await expect(signIn.getByLabel('Email')).toBeFocused();
  await signIn.getByRole('button', { name: 'Forgot your password?' }).click();

  const forgot = dialogOf(page, 'forgot-password');
  await expect(forgot).toBeVisible();
  await expect(signIn).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/en-us/promotions');
  await expect(forgot.getByLabel('Email')).toBeFocused();
  expect(await blockingViolations(page, ['dialog[aria-labelledby="forgot-password-title"]'])).toEqual([]);

  await forgot.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(signIn).toBeVisible();
  await expect(forgot).toBeHidden();
  await expect(signIn.getByLabel('Email')).toBeFocused();
});

test('a gallery photo opens the review dialog, which the keyboard steps through and closes back onto the photo', async ({ page }) => {
  await visit(page, '/en-us/p/mens-scree-softshell-jacket-JK619948');
  const gallery = page.locator('[data-block="gallery"]');
  await gallery.scrollIntoViewIfNeeded();
  const first = gallery.getByRole('button', { name: 'Open the photo by @alpine.anna' }).first();
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Photo by @alpine.anna' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ugc-review__text')).toHaveText('Sunrise on the north ridge');
  await expect(dialog.locator('.ugc-review__credit')).toHaveText('@alpine.anna · Shared on Instagram');
  await expect(dialog.getByRole('link', { name: 'Men’s Scree Softshell Jacket' }).or(dialog.getByRole('link', { name: "Men's Scree Softshell Jacket" }))).toHaveAttribute('href', '/en-us/p/mens-scree-softshell-jacket-JK619948');
  await expect(dialog.locator('.ugc-review__position')).toHaveText('Photo 1 of 2');
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('.ugc-review__text')).toHaveText('Storm rolling in over the lake');
  await expect(dialog.locator('.ugc-review__position')).toHaveText('Photo 2 of 2');

  // The page behind is inert: however far the shopper tabs, focus never lands on it (past the last
  // control it rests on the browser's own chrome, which the page sees as the body, then comes back).
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  }
  await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back on the photo the dialog last showed.
  await expect(gallery.getByRole('button', { name: 'Open the photo by @alpine.anna' }).nth(1)).toBeFocused();
});

test('#modal=event-sign-up opens the page’s first event, and an event’s own id in lower case opens that event', async ({ page }) => {
  await visit(page, '/en-us/basecamp#modal=event-sign-up');
  const first = page.locator('dialog[open][aria-labelledby^="event-sign-up-"]');
  await expect(first).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Event sign-up' })).toBeVisible();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  const id = (await first.getAttribute('aria-labelledby'))!.replace(/-title$/, '');
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  await expect.poll(() => new URL(page.url()).hash).toBe('');

  await page.evaluate((hash) => (location.hash = hash), `#modal=${id.toLowerCase()}`);
  await expect(page.locator(`dialog[aria-labelledby="${id}-title"]`)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en-us/basecamp');
});
