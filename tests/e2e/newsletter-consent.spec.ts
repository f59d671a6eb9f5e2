import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// Newsletter consent in the browser: a de-de footer sign-up stays pending until the link mailed to
// the outbox (read through the mocks' development-only test control) is followed; the account
// lists the subscriptions and switches them. Each test uses an address of its own.

const PASSWORD = 'Basecamp2026';
/** The link of the last mail the outbox holds for an address. */
const latestLink = async (page: Page, email: string) => ((await (await page.request.get(`/fapi/test/account/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { link: string }).link;
const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

test('a de-de footer sign-up stays pending until the mailed link is followed', async ({ page }) => {
  const email = freshEmail('doi-e2e');
  await visit(page, '/de-de');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const form = page.locator('#footer-newsletter');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(form.getByRole('status')).toContainText(`Wir haben einen Link an ${email} gesendet`);
  expect(await blockingViolations(page, ['#footer-newsletter'])).toEqual([]);

  const mail = (await (await page.request.get(`/fapi/test/account/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { link: string; subject: string };
  expect(mail.link).toMatch(/^\/de-de\/newsletter\/confirm\?token=/);
  expect(mail.subject).toContain('bestätigen');
  await visit(page, mail.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Newsletter-Abonnement' })).toBeVisible();
  await expect(page.locator('main').getByRole('status')).toContainText(`Ihr Abonnement ist bestätigt. Unsere Tourentipps gehen ab jetzt an ${email}.`);
  expect(await blockingViolations(page)).toEqual([]);

  // Signing up again is good news, not an error.
  await visit(page, '/de-de');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(form.getByRole('status')).toHaveText('Sie sind bereits angemeldet. Schön, dass Sie dabei sind!');
});

test('the account lists the subscriptions and switches them', async ({ page }) => {
  // Signing in, two switches and two axe runs: more than the default half minute on a shared machine.
  test.setTimeout(90_000);
  const email = await newAccount(page.request, PASSWORD);
  await visit(page, '/en-us');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const footer = page.locator('#footer-newsletter');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText("You're subscribed to the newsletter.");

  await signIn(page, email, PASSWORD);
  await visit(page, '/en-us/account/profile');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const list = page.getByRole('region', { name: 'Your subscriptions' });
  const row = list.getByTestId('subscription-Newsletter-email');
  await expect(row).toContainText('Newsletter by email');
  await expect(row).toContainText('Subscribed');
  await expect(row).toContainText(/Since \w+ \d{1,2}, \d{4}/);
  expect(await blockingViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Unsubscribe from Newsletter by email' }).click();
  await expect(list.getByRole('status')).toHaveText('Your subscription has been updated.');
  await expect(row).toContainText(/Unsubscribed on \w+ \d{1,2}, \d{4}/);
  await row.getByRole('button', { name: 'Subscribe again to Newsletter by email' }).click();
  await expect(row.getByText('Subscribed', { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('a German profile’s newsletter box stays ticked while it waits for its link, and saving again mails nothing more', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await newAccount(page.request, PASSWORD);
  await signIn(page, email, PASSWORD);
  await visit(page, '/de-de/account/profile');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Benachrichtigungen' }) });
  await form.getByLabel('Newsletter per E-Mail').check();
  await form.getByRole('button', { name: 'Benachrichtigungen speichern' }).click();
  await expect(form.getByText('Bitte bestätigen Sie über den Link in unserer E-Mail.')).toBeVisible();
  const mailed = await latestLink(page, email);
  expect(mailed).toMatch(/^\/de-de\/newsletter\/confirm\?token=/);

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(form.getByLabel('Newsletter per E-Mail')).toBeChecked();
  await expect(form.getByText('Bitte bestätigen Sie über den Link in unserer E-Mail.')).toBeVisible();
  await form.getByRole('button', { name: 'Benachrichtigungen speichern' }).click();
  await expect(form.getByRole('status')).not.toBeEmpty();
  expect(await latestLink(page, email)).toBe(mailed);
  expect(await blockingViolations(page)).toEqual([]);
});
