import type { APIRequestContext } from '@playwright/test';
import { blockingViolations, expect, newAccount as accountOfItsOwn, signIn, test, visit } from './fixtures';

// The profile area: forgot and reset password then sign in with the new one, edit the profile,
// and an employee's terms dialog. Each test makes an account of its own (the e2e state persists
// between runs), through the development-only /fapi/test/account route.

const PASSWORD = 'Basecamp2026';

const newAccount = (request: APIRequestContext, extra: Record<string, unknown> = {}) => accountOfItsOwn(request, PASSWORD, extra);

/** Takes the console lines of the `count` refusals with `status` a test provoked out of the problems, failing if there were not exactly that many. */
function expectRefusals(problems: string[], status: number, count: number): void {
  const expected = problems.filter((problem) => problem.includes(`status of ${status}`));
  expect(expected).toHaveLength(count);
  problems.splice(0, problems.length, ...problems.filter((problem) => !expected.includes(problem)));
}

test('forgot and reset password, then sign in with the new one', async ({ page, problems }) => {
  const email = await newAccount(page.request);
  await visit(page, '/en-us/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.locator('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toContainText(email);

  const mail = (await (await page.request.get(`/fapi/test/account/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { link: string };
  expect(mail.link).toMatch(/^\/en-us\/forgot-password\?token=/);
  await visit(page, mail.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill('Summit2027x');
  await page.getByLabel('Confirm new password').fill('Summit2027y');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Summit2027x');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const status = page.locator('main').getByRole('status');
  await expect(status).toContainText('Your password has been changed');

  // The link is spent: using it again says so and offers a new one.
  await visit(page, mail.link);
  await page.getByLabel('New password', { exact: true }).fill('Summit2028x');
  await page.getByLabel('Confirm new password').fill('Summit2028x');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(status).toContainText('expired or has already been used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  expectRefusals(problems, 400, 1);

  await signIn(page, email, 'Summit2027x');
  await visit(page, '/en-us/account/profile');
  await expect(page.locator('.account-details')).toContainText(email);
});

test('a signed-in shopper edits their profile', async ({ page }) => {
  const email = await newAccount(page.request);
  await signIn(page, email, PASSWORD);
  await visit(page, '/en-us/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Test' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'Your account sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const basic = page.locator('form', { has: page.getByRole('heading', { name: 'Basic info' }) });
  await basic.getByLabel('First name').fill('R2D2');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(basic.getByLabel('First name')).toBeFocused();
  await basic.getByLabel('First name').fill('Marit');
  await basic.getByLabel('Mobile phone').fill('(303) 555-0199');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByRole('status')).toHaveText('Your profile has been updated.');
  await expect(page.getByTestId('profile-name')).toHaveText('Marit Shopper');

  const interests = page.locator('form', { has: page.getByRole('heading', { name: 'Interests' }) });
  await interests.getByLabel('Climbing').check();
  await interests.getByLabel('Hiking').check();
  await interests.getByLabel('Preferred shoe size').fill('42.5');
  await interests.getByRole('button', { name: 'Save interests' }).click();
  await expect(interests.getByRole('status')).toHaveText('Your profile has been updated.');

  const notifications = page.locator('form', { has: page.getByRole('heading', { name: 'Notifications' }) });
  await notifications.getByLabel('Newsletter by email').check();
  await notifications.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(notifications.getByRole('status')).toHaveText('Your profile has been updated.');

  // What was saved is what the next visit shows.
  await visit(page, '/en-us/account/profile');
  await expect(basic.getByLabel('Mobile phone')).toHaveValue('(303) 555 - 0199');
  await expect(interests.getByLabel('Hiking')).toBeChecked();
  await expect(interests.getByLabel('Climbing')).toBeChecked();
  await expect(interests.getByLabel('Camping')).not.toBeChecked();
  await expect(interests.getByLabel('Preferred shoe size')).toHaveValue('42.5');
  await expect(notifications.getByLabel('Newsletter by email')).toBeChecked();

});

test('a wrong current password is refused, and the forgot-password dialog opens from the profile', async ({ page, problems }) => {
  await signIn(page, await newAccount(page.request), PASSWORD);
  await visit(page, '/en-us/account/profile');
  const password = page.locator('form', { has: page.getByRole('heading', { name: 'Change password' }) });
  await password.getByLabel('Current password').fill('Wrong2026x');
  await password.getByLabel('New password', { exact: true }).fill('Summit2027x');
  await password.getByLabel('Confirm new password').fill('Summit2027x');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your current password is incorrect.');
  expectRefusals(problems, 400, 1);

  await password.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.locator('dialog[aria-labelledby="forgot-password-title"]');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).not.toBeVisible();
});

test('an employee sees the terms dialog, accepts, and the associate banner appears', async ({ page }) => {
  const email = await newAccount(page.request, { consumerType: 'EMPLOYEE', employeeTermsAccepted: false });
  await signIn(page, email, PASSWORD);
  await visit(page, '/en-us');
  const dialog = page.locator('dialog[aria-labelledby="employee-terms-title"]');
  await expect(dialog.getByRole('heading', { name: 'Associate discount terms' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Read the associate discount terms' })).toHaveAttribute('href', '/en-us/associate-discount-terms');
  await expect(page.locator('.role-banner')).toHaveCount(0);
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(dialog).not.toBeVisible();
  await expect(page.locator('.toast')).toContainText('your associate discount is active');

  await visit(page, '/en-us/account');
  await expect(page.locator('.role-banner')).toHaveCount(1);
  await expect(page.locator('.account-banner--employee')).toContainText('Associate discount');
  // Accepted once, the dialog stays shut.
  await expect(dialog).not.toBeVisible();
});
