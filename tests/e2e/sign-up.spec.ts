import type { Page } from '@playwright/test';
import { blockingViolations, expect, test, visit } from './fixtures';

// Sign-up as a shopper meets it: the page and the dialogs, the shared rules checked as they type,
// the backend's refusals on their field, and an account that ends signed in.

const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A field of the page's sign-up form (the footer has an email field too). */
const field = (page: Page, label: string | RegExp) => page.locator('#main form.sign-up').getByLabel(label, { exact: typeof label === 'string' });

async function session(page: Page): Promise<{ type: string | null; firstName: string | null }> {
  return page.evaluate(async () => (await fetch('/fapi/session')).json());
}

test('sign up with a bad then a good form, which signs the shopper in', async ({ page }) => {
  await visit(page, '/en-us/sign-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
  expect(await blockingViolations(page)).toEqual([]);

  // The requirement lines tick as the password is typed.
  const rules = page.locator('.password-rules__line');
  await field(page, 'Password').fill('abc');
  await expect(rules.filter({ hasText: 'One lowercase letter' })).toHaveAttribute('data-met', 'true');
  await expect(rules.filter({ hasText: 'One uppercase letter' })).toHaveAttribute('data-met', 'false');
  await field(page, 'Password').fill('Abc1');
  await expect(rules.filter({ hasText: 'One uppercase letter' })).toHaveAttribute('data-met', 'true');
  await expect(rules.filter({ hasText: 'One number' })).toHaveAttribute('data-met', 'true');
  await expect(rules.filter({ hasText: 'At least 8 characters' })).toHaveAttribute('data-met', 'false');

  // A field left with a bad value says so at once.
  await field(page, 'Email address').fill('hiker@localhost');
  await field(page, 'Email address').blur();
  await expect(field(page, 'Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Email is not valid', { exact: true })).toBeVisible();

  await field(page, 'First name (optional)').fill('R2D2');
  await field(page, /^Date of birth/).fill('02/30/1990');
  await page.getByRole('button', { name: 'Create account' }).click();

  const summary = page.locator('.sign-up__summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Password does not meet requirements.');
  await expect(summary).toContainText('Name is not valid.');
  await expect(summary).toContainText('Enter a real date as MM/DD/YYYY');
  await expect(summary).toContainText('Please accept the terms and conditions');
  await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
  const passwordError = await field(page, 'Password').getAttribute('aria-describedby');
  expect(passwordError).toMatch(/-password-error/);
  expect(await blockingViolations(page)).toEqual([]);

  // Fixed, each error goes as its field becomes valid.
  const email = uniqueEmail();
  await field(page, 'Email address').fill(email);
  await expect(field(page, 'Email address')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Password').fill('Switchback77');
  await field(page, 'Confirm password').fill('Switchback77');
  await field(page, 'First name (optional)').fill('Noa');
  await field(page, 'Last name (optional)').fill('Lindqvist');
  await field(page, /^Date of birth/).fill('05/06/1994');
  await page.getByLabel('I accept the terms and conditions and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.locator('.toast').filter({ hasText: 'Your account has been created.' })).toBeVisible();
  await expect(page.locator('.sign-up__done')).toHaveText('Your account has been created.');
  // The form gave way to its message: focus is there, and so is the view.
  await expect(page.locator('.sign-up__done')).toBeFocused();
  await expect(page.locator('.sign-up__done')).toBeInViewport();
  // Signed in: the header greets them, and the session is theirs.
  await expect(page.locator('.site-header').getByRole('button', { name: 'Hi, Noa' })).toBeVisible();
  expect(await session(page)).toMatchObject({ type: 'Registered', firstName: 'Noa' });
});

test('a German sign-up with the newsletter ticked says the newsletter waits for the mailed link', async ({ page }) => {
  await visit(page, '/de-de/sign-up');
  const email = uniqueEmail();
  await field(page, 'E-Mail-Adresse').fill(email);
  await field(page, 'Passwort').fill('Switchback77');
  await field(page, 'Passwort bestätigen').fill('Switchback77');
  await field(page, /^Geburtsdatum/).fill('06.05.1994');
  await field(page, 'Geschlecht').selectOption({ label: 'Keine Angabe' });
  await page.getByLabel('Neuigkeiten, Ausrüstungstipps und Angebote per E-Mail erhalten').check();
  await page.getByLabel('Ich akzeptiere die AGB und die Datenschutzerklärung').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  const done = page.locator('.sign-up__done');
  await expect(done).toContainText('Ihr Konto wurde erstellt.');
  await expect(done).toContainText(`Fast geschafft: Wir haben einen Link an ${email} gesendet.`);
  expect(await blockingViolations(page)).toEqual([]);
});

test('an email already in use marks the email field', async ({ page, problems }) => {
  await visit(page, '/en-us/sign-up');
  await field(page, 'Email address').fill('alex.morgan@example.com');
  await field(page, 'Password').fill('Switchback77');
  await field(page, 'Confirm password').fill('Switchback77');
  await page.getByLabel('I accept the terms and conditions and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(field(page, 'Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Email address')).toBeFocused();
  await expect(page.getByText('An account with this email already exists.', { exact: true }).first()).toBeVisible();
  expect((await session(page)).type).not.toBe('Registered');
  // The browser logs the refused call; it was expected, exactly once.
  const refusals = problems.filter((problem) => problem.includes('status of 409'));
  expect(refusals).toHaveLength(1);
  problems.splice(0, problems.length, ...problems.filter((problem) => !refusals.includes(problem)));
});

test('a signed link naming a known consumer prefills the form; an id and email in the query do not', async ({ page }) => {
  await visit(page, '/en-us/sign-up?consumerId=C000000000000001&email=alex.morgan%40example.com');
  await expect(field(page, 'Email address')).toHaveValue('');
  await expect(field(page, /^Date of birth/)).toHaveValue('');

  const made = await page.request.post('/fapi/test/account/prefill-link', { data: { consumerId: 'C000000000000101', email: 'sam.rivera@example.com' } });
  const { link } = (await made.json()) as { link: string };
  await visit(page, link);
  await expect(field(page, 'Email address')).toHaveValue('sam.rivera@example.com');
  await expect(field(page, 'First name (optional)')).toHaveValue('Sam');
  await expect(field(page, 'Last name (optional)')).toHaveValue('Rivera');
  await expect(field(page, /^Date of birth/)).toHaveValue('09/23/1988');
  await expect(field(page, 'Mobile phone (optional)')).toHaveValue('(303) 555 - 0188');
});

test('the loyalty dialog offers joining, asks for the SMS terms first, and signs the shopper up', async ({ page }) => {
  await visit(page, '/en-us/xplr-pass');
  await page.locator('#main').getByRole('link', { name: 'Join XPLR Pass' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join XPLR Pass' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/leadSource=xplr-pass/);
  // The loyalty sign-up is the enrolment flow: an email it does not know leads to the form.
  await dialog.getByLabel('Email address').fill(uniqueEmail());
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const join = dialog.getByLabel('Join XPLR Pass and earn points on every order');
  await expect(join).toBeChecked();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);

  // Offers by SMS need a valid number first: until then the box is closed and says why.
  const sms = dialog.getByLabel('Text me offers by SMS');
  await expect(sms).toBeDisabled();
  await expect(dialog.getByText('Add a valid mobile number first to get text messages.')).toBeVisible();
  const phone = `(720) ${300 + Math.floor(Math.random() * 600)}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  await dialog.getByLabel('Mobile phone (optional)').fill(phone);
  // The first tick shows the SMS terms; only accepting them ticks the box.
  await sms.click();
  await expect(sms).not.toBeChecked();
  await expect(dialog.getByText(/recurring marketing text messages/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'I accept' })).toBeFocused();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(sms).toBeChecked();

  await dialog.getByLabel('Password', { exact: true }).fill('Switchback77');
  await dialog.getByLabel('Confirm password').fill('Switchback77');
  await dialog.getByLabel('First name (optional)').fill('Ada');
  await dialog.getByLabel('I accept the terms and conditions and the privacy policy').check();
  // A valid number made invalid withdraws the opt-in and its acceptance: the terms are asked again.
  await dialog.getByLabel('Mobile phone (optional)').fill('720');
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();
  await dialog.getByLabel('Mobile phone (optional)').fill(phone);
  await sms.click();
  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(sms).toBeChecked();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // The new member is welcomed in the same dialog.
  await expect(dialog.getByRole('heading', { name: 'Welcome to XPLR Pass' })).toBeFocused();
  await expect(page.locator('.toast').filter({ hasText: 'Your account has been created.' })).toBeVisible();
  await expect(page.locator('.site-header').getByRole('button', { name: 'Hi, Ada' })).toBeVisible();
  expect(await session(page)).toMatchObject({ type: 'Registered', firstName: 'Ada' });
});

test('the sign-up dialog is not part of any page first load', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await visit(page, '/en-us/xplr-pass');
  expect(loaded.filter((url) => /SignUp/.test(url))).toEqual([]);
  await page.locator('#main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' }).getByLabel('Email address')).toBeVisible();
  expect(loaded.some((url) => /SignUpForm/.test(url))).toBe(true);
});
