import type { Page } from '@playwright/test';
import { EMPTY_SIGN_UP_FORM } from '../../shared/validation/sign-up';
import { blockingViolations, expect, test, visit } from './fixtures';

// The simplified enrolment dialog (the feature is on for development and these tests): the email
// first, then sign-in or sign-up, then the complete-profile steps of a partially enrolled profile.

const DIALOG = 'dialog[aria-labelledby="enrolment-title"]';
const dialogOf = (page: Page) => page.locator(DIALOG);
const unique = () => crypto.randomUUID().slice(0, 8);

async function stepIs(page: Page, number: number, title: string) {
  const dialog = dialogOf(page);
  await expect(dialog.locator('.enrolment')).toHaveAttribute('data-step', String(number));
  await expect(dialog.getByRole('heading', { name: title })).toBeFocused();
  await expect(dialog.getByRole('status').filter({ hasText: `Step ${number}: ${title}` })).toBeAttached();
  expect(await blockingViolations(page, [DIALOG])).toEqual([]);
}

async function lookUp(page: Page, email: string) {
  await visit(page, '/en-us');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await stepIs(page, 0, 'Enter your email');
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** A new account with an email and password only (partially enrolled), signed in, as the sign-up route makes it. */
async function signUpPartially(page: Page, email: string) {
  const captcha = async (action: string) => ((await (await page.request.post('/captcha/v1/tokens', { data: { action } })).json()) as { token: string }).token;
  const form = { ...EMPTY_SIGN_UP_FORM, email, password: 'Trailhead2026', confirmPassword: 'Trailhead2026', isTermsConfirmed: true };
  const answer = await page.request.post('/fapi/auth/signup', { data: { form, loyalty: false, origin: {}, captcha: { register: await captcha('register'), login: await captcha('login') } } });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

test('an existing account goes from the email to the password, forgot password and back, then signs in', async ({ page }) => {
  test.setTimeout(60_000);
  await lookUp(page, 'alex.morgan@example.com');
  await stepIs(page, 1, 'Enter your password');
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel('Email')).toHaveValue('alex.morgan@example.com');

  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await stepIs(page, 3, 'Reset your password');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await stepIs(page, 1, 'Enter your password');

  await dialog.getByLabel('Password', { exact: true }).fill('Trailhead2026');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // Alex's profile is complete: nothing more to ask, so the dialog closes rather than claim a profile was completed.
  await expect(page.locator('.toasts')).toContainText('Signed in successfully');
  await expect(dialog).toBeHidden();
  await expect(dialog.getByText('Your profile is complete')).toHaveCount(0);
});

test('a new email goes to sign-up with the email filled in, and the new account is asked the rest', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `enrol.${unique()}@example.com`;
  await lookUp(page, email);
  await stepIs(page, 2, 'Create your account');
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel('Email address')).toHaveValue(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Switchback77');
  await dialog.getByLabel('Confirm password').fill('Switchback77');
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // No phone, names or birth date given: a partially enrolled profile, not a loyalty member.
  await stepIs(page, 4, 'Finish setting up your account');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await stepIs(page, 6, 'Add your mobile number');
});

test('a signed-in, partially enrolled shopper completes the mobile and profile steps from the account entry', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `partial.${unique()}@example.com`;
  await signUpPartially(page, email);
  await visit(page, '/en-us');
  await page.getByRole('button', { name: /Hi,|Account/ }).click();
  await stepIs(page, 6, 'Add your mobile number');
  const dialog = dialogOf(page);

  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Mobile phone', { exact: false }).fill(`(720) ${200 + Math.floor(Math.random() * 700)}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`);
  // The SMS opt-in shows its terms first; accepting ticks it.
  await dialog.getByRole('checkbox', { name: /SMS|text/i }).click();
  await expect(dialog.getByRole('button', { name: /accept/i })).toBeFocused();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await expect(dialog.getByRole('checkbox', { name: /SMS|text/i })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save and continue' }).click();

  await stepIs(page, 7, 'Tell us about yourself');
  await dialog.getByLabel('First name').fill('Paula');
  await dialog.getByLabel('Last name').fill('Reyes');
  await dialog.getByLabel('Postal code').fill('98101');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();

  await stepIs(page, 8, 'What do you enjoy outdoors?');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await stepIs(page, 7, 'Tell us about yourself');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await stepIs(page, 8, 'What do you enjoy outdoors?');
  await dialog.getByRole('checkbox', { name: 'Hiking' }).check();
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await stepIs(page, 9, 'Your profile is complete');

  const profile = await (await page.request.get('/fapi/account/profile')).json();
  expect(profile.consumerDetails).toMatchObject({ firstName: 'Paula', lastName: 'Reyes', postalCode: '98101', birthDate: '1990-04-12' });
  expect(profile.consumerDetails.phone).toMatch(/^\+1720/);
  expect(profile.preferences.interests).toBe('hiking');

  // Complete now: the account entry opens its menu.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await visit(page, '/en-us');
  await page.getByRole('button', { name: /Hi,|Account/ }).click();
  await expect(page.locator('.account-menu__list').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(dialogOf(page)).toBeHidden();
});
