import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// Joining XPLR Pass through the loyalty sign-up dialog ("Join XPLR Pass" on the programme's page),
// which runs the enrolment flow: a signed-out shopper gives an email, creates an account with
// joining ticked, is welcomed with the site's offer, answers what is missing and ends on what they
// can do now; a signed-in customer joins in one step. Every run makes shoppers of its own (the
// mock database outlives a run).

const DIALOG = 'dialog[aria-labelledby="loyalty-sign-up-title"]';
const dialogOf = (page: Page) => page.locator(DIALOG);
const PASSWORD = 'Trailhead2026';

async function stepIs(page: Page, number: number, title: string, progress = `Step ${number}: ${title}`) {
  const dialog = dialogOf(page);
  await expect(dialog.locator('.enrolment')).toHaveAttribute('data-step', String(number));
  await expect(dialog.getByRole('heading', { name: title })).toBeFocused();
  await expect(dialog.getByRole('status').filter({ hasText: progress })).toBeAttached();
  expect(await blockingViolations(page, [DIALOG])).toEqual([]);
}

async function openJoin(page: Page, locale: string, link: string) {
  await visit(page, `/${locale}/xplr-pass`);
  await page.locator('#main').getByRole('link', { name: link }).click();
  await expect(dialogOf(page)).toBeVisible();
  await expect(page).toHaveURL(/leadSource=xplr-pass#modal=loyalty-sign-up/);
}

test('a signed-out shopper joins through the email, sign-up, welcome, the missing answers and success', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `join.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await openJoin(page, 'en-us', 'Join XPLR Pass');
  await stepIs(page, 0, 'Enter your email');
  const dialog = dialogOf(page);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await stepIs(page, 2, 'Create your account');
  await expect(dialog.getByLabel('Email address')).toHaveValue(email);
  await expect(dialog.getByLabel('Join XPLR Pass and earn points on every order')).toBeChecked();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // The new member is welcomed with the site's offer, in dollars.
  await stepIs(page, 5, 'Welcome to XPLR Pass');
  await expect(dialog.locator('.enrolment__promo')).toHaveText('500 bonus points are already in your account. At 500 points you can take $5.00 off your next order.');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Only an email and a password were given: the flow asks the rest, in order.
  await stepIs(page, 6, 'Add your mobile number');
  await dialog.getByLabel('Mobile phone', { exact: false }).fill(`(720) ${200 + Math.floor(Math.random() * 700)}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`);
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await stepIs(page, 7, 'Tell us about yourself');
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Quill');
  await dialog.getByLabel('Postal code').fill('98101');
  await dialog.getByLabel('Date of birth').fill('1988-02-14');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await stepIs(page, 8, 'What do you enjoy outdoors?');
  await dialog.getByRole('checkbox', { name: 'Climbing' }).check();
  await dialog.getByRole('checkbox', { name: 'Hiking' }).check();
  await dialog.getByRole('button', { name: 'Save and continue' }).click();

  await stepIs(page, 9, 'You are all set');
  await expect(dialog).toContainText('You have 500 points.');
  await expect(dialog.getByRole('link', { name: 'See your vouchers and points history' })).toHaveAttribute('href', '/en-us/account/loyalty');
  const profile = await (await page.request.get('/fapi/account/profile')).json();
  expect(profile.isLoyaltyMember).toBe(true);
  // Kept pipe-joined, in the list's order.
  expect(profile.preferences.interests).toBe('hiking|climbing');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/#modal=/);
});

test('a signed-in customer joins in one step, with nothing to create, and sees the points on the Rewards page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await newAccount(page.request, PASSWORD));
  await openJoin(page, 'en-us', 'Join XPLR Pass');
  await stepIs(page, 4, 'Become an XPLR Pass member');
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Create account' })).toHaveCount(0);

  const joined = page.waitForRequest((request) => request.url().endsWith('/fapi/loyalty/join') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Join now' }).click();
  // Where the shopper came from goes with the join.
  expect((await joined).postDataJSON()).toEqual({ leadSource: 'xplr-pass' });

  await stepIs(page, 5, 'Welcome to XPLR Pass');
  await expect(dialog.locator('.enrolment__promo')).toContainText('$5.00');
  // No going back to the offer once joined.
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The profile was complete already: straight to what the member can do now.
  await stepIs(page, 9, 'You are all set');
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(dialog).toContainText('You have 500 points.');
  await dialog.getByRole('link', { name: 'See your vouchers and points history' }).click();
  await expect(page).toHaveURL(/\/en-us\/account\/loyalty$/);
  await expect(page.getByTestId('rewards-balance')).toHaveText('500 points');
  await expect(page.getByTestId('rewards-vouchers').getByRole('listitem').nth(0)).toContainText('Ready to use at checkout');
  expect(await blockingViolations(page)).toEqual([]);
});

test('on the German site the one-step join and the welcome speak German and count in euros', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await newAccount(page.request, PASSWORD));
  await openJoin(page, 'de-de', 'Jetzt XPLR Pass beitreten');
  await stepIs(page, 4, 'Werden Sie XPLR Pass-Mitglied', 'Schritt 4: Werden Sie XPLR Pass-Mitglied');
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Jetzt beitreten' }).click();
  await stepIs(page, 5, 'Willkommen bei XPLR Pass', 'Schritt 5: Willkommen bei XPLR Pass');
  await expect(dialog.locator('.enrolment__promo')).toContainText('500 Bonuspunkte sind bereits auf Ihrem Konto.');
  await expect(dialog.locator('.enrolment__promo')).toContainText(/5,00\s€/);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await stepIs(page, 9, 'Alles erledigt', 'Schritt 9: Alles erledigt');
  await expect(dialog).toContainText('Sie haben 500 Punkte.');
  await expect(dialog.getByRole('link', { name: 'Ihre Gutscheine und Ihren Punkteverlauf ansehen' })).toHaveAttribute('href', '/de-de/account/loyalty');
});

test('a member opening the loyalty sign-up again has nothing to do, and a #modal=welcome link greets them', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, await newAccount(page.request, PASSWORD, { loyaltyPoints: 1200 }));
  await visit(page, '/en-us/xplr-pass#modal=welcome');
  const welcome = page.locator('dialog[aria-labelledby="welcome-title"]');
  await expect(welcome.getByRole('heading', { name: 'Welcome to XPLR Pass' })).toBeFocused();
  expect(await blockingViolations(page, ['dialog[aria-labelledby="welcome-title"]'])).toEqual([]);
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome.getByRole('heading', { name: 'You are all set' })).toBeFocused();
  await expect(welcome).toContainText('You have 1,200 points.');
});
