import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openSession, SESSION_COOKIE } from '../../worker/session/session';
import { variantOf } from '../fixtures/variants';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';
import { addToCart } from './checkout-steps';

// Signing in and out as a shopper does: the header's dialog and the sign-in page, the refusals a
// shopper can meet, the account pages' gate, and no token anywhere page script can reach.

const VARIANT = variantOf('FL', (units) => units >= 20);
const SKU = VARIANT.sku;
const PASSWORD = 'Trailhead2026';

/** The development session secret the e2e server seals with, to read what the browser holds. */
function sessionSecret(): string {
  const line = readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('SESSION_SECRET='));
  return (line ?? '').slice('SESSION_SECRET='.length).trim().replace(/^"|"$/g, '');
}

async function fillSignIn(scope: ReturnType<Page['locator']>, email: string, password: string): Promise<void> {
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Sign in' }).click();
}

test('signs in from the header with a guest cart, which merges into the shopper’s', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, '/en-us');
  await addToCart(page, SKU);
  await visit(page, '/en-us');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Development runs the simplified enrolment: the header's sign-in asks for the email first.
  await page.getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.locator('dialog[aria-labelledby="enrolment-title"]');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address').fill('ivan.petrov@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter your password' })).toBeFocused();
  expect(await blockingViolations(page, ['dialog[aria-labelledby="enrolment-title"]'])).toEqual([]);

  // No password typed: the form says what is missing and goes nowhere.
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.locator('.field__error')).toHaveText('Enter your password');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();

  await fillSignIn(dialog, 'ivan.petrov@example.com', PASSWORD);
  await expect(page.locator('.toasts')).toContainText('Signed in successfully');
  await expect(page.getByRole('button', { name: 'Hi, Ivan' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await visit(page, '/en-us/cart');
  await expect(page.locator('main')).toContainText(VARIANT.record.name);
  await expect(page.getByRole('button', { name: 'Hi, Ivan' })).toBeVisible();
});

test('an employee who has not accepted the terms gets them straight after signing in from the header', async ({ page }) => {
  // An account of the test's own, so a rerun (the e2e state persists) finds the terms unaccepted again.
  const email = await newAccount(page.request, PASSWORD, { consumerType: 'EMPLOYEE', employeeTermsAccepted: false });
  await visit(page, '/en-us');
  const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin);

  await page.getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.locator('dialog[aria-labelledby="enrolment-title"]');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter your password' })).toBeFocused();
  await fillSignIn(dialog, email, PASSWORD);
  const terms = page.locator('dialog[aria-labelledby="employee-terms-title"]');
  await expect(terms.getByRole('button', { name: 'I accept the terms' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toasts')).toContainText('Signed in successfully');
  // The same document: the dialog opened without a reload.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin)).toBe(loadsBefore);
  expect(await blockingViolations(page, ['dialog[aria-labelledby="employee-terms-title"]'])).toEqual([]);

  // Closed unaccepted, focus lands on the account menu that replaced the sign-in link.
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(page.locator('.account-menu__button')).toBeFocused();
});

test('a wrong password five times says it was the last attempt, the sixth that the account is locked', async ({ page, problems }) => {
  // Seven password checks (each a deliberate 100,000-round hash) and two axe scans on a shared 2-core machine.
  test.setTimeout(90_000);
  const email = 'lockout.check@example.com';
  expect((await page.request.post('/fapi/test/auth/unlock', { data: { email } })).status()).toBe(200);
  await visit(page, '/en-us/sign-in');
  expect(await blockingViolations(page)).toEqual([]);
  const form = page.locator('main form');
  const banner = form.getByRole('alert');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await fillSignIn(form, email, `wrong-${attempt}`);
    await expect(banner).toContainText('The email or password is incorrect.');
    await expect(banner).toBeFocused();
  }
  await fillSignIn(form, email, 'wrong-5');
  await expect(banner).toContainText('This was your last attempt');
  await fillSignIn(form, email, 'wrong-6');
  await expect(banner).toContainText('your account is now locked');
  // The banner offers the ways on.
  await expect(banner.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/en-us/forgot-password');
  await expect(banner.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-us/help/contact-us');
  expect(await blockingViolations(page)).toEqual([]);
  await fillSignIn(form, email, PASSWORD);
  await expect(banner).toContainText('Your account is locked');
  expect((await page.request.post('/fapi/test/auth/unlock', { data: { email } })).status()).toBe(200);
  // The browser logs each refused sign-in (five 401s, then the two 403s of the lock); nothing else.
  const refusals = problems.filter((problem) => /status of (401|403)/.test(problem));
  expect(refusals).toHaveLength(7);
  problems.splice(0, problems.length, ...problems.filter((problem) => !refusals.includes(problem)));
});

test('signing out on the cart page goes home as a guest with an empty cart, and says so', async ({ page }) => {
  await visit(page, '/en-us');
  await signIn(page, 'wren.walsh@example.com');
  await addToCart(page, SKU);
  await visit(page, '/en-us/cart');
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');

  const menu = page.getByRole('button', { name: 'Hi, Wren' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.toasts')).toContainText('You have signed out');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const summary = (await (await page.request.get('/fapi/session')).json()) as { type: string | null; firstName: string | null };
  expect(summary).toMatchObject({ type: 'Guest', firstName: null });
  expect(await page.evaluate(() => localStorage.getItem('ridgeline:cart'))).toBeNull();
});

test('a signed-in shopper’s cookies, storage and page hold no token', async ({ page, context }) => {
  await visit(page, '/en-us/sign-in');
  await fillSignIn(page.locator('main form'), 'ada.okafor@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Hi, Ada' })).toBeVisible();

  const sealed = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(sealed?.httpOnly).toBe(true);
  const session = await openSession(sessionSecret(), sealed?.value);
  expect(session?.type).toBe('Registered');
  const visible = [
    await page.evaluate(() => document.cookie),
    await page.evaluate(() => JSON.stringify({ ...localStorage })),
    await page.evaluate(() => JSON.stringify({ ...sessionStorage })),
    await page.content(),
    await (await page.request.get('/en-us/account')).text(),
    await (await page.request.get('/fapi/session')).text(),
  ];
  for (const text of visible) {
    expect(text).not.toContain(session!.accessToken);
    expect(text).not.toContain(session!.refreshToken);
  }
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
});

test('a signed-out visit to the account lands on sign-in, then comes back', async ({ page }) => {
  await visit(page, '/en-us/account/orders');
  await expect(page).toHaveURL('/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Forders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fillSignIn(page.locator('main form'), 'lena.larsen@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/en-us\/account\/orders$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.toasts')).toContainText('Signed in successfully');
  await expect(page.getByRole('button', { name: 'Hi, Lena' })).toBeVisible();
});

for (const returnTo of ['//evil.example/', '/.//evil.example/phish']) {
  test(`the sign-in page never sends a shopper to another site: ${returnTo}`, async ({ page }) => {
    await visit(page, `/en-us/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
    await fillSignIn(page.locator('main form'), 'alex.morgan@example.com', PASSWORD);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en-us\/account$/);
  });
}
