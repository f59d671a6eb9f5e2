import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// The event block on the basecamp page and its two-step sign-up dialog: sign in (or create an
// account), then join with a guest; a second registration of the same member is refused.

const EVENT_ID = 'BASECAMP-WINTER-2027';
const DIALOG = `dialog[aria-labelledby="event-sign-up-${EVENT_ID}-title"]`;
const PASSWORD = 'Trailhead2026';

const block = (page: Page) => page.locator('[data-block="event"]').first();
const dialogOf = (page: Page) => page.locator(DIALOG);

async function axeClean(page: Page) {
  expect(await blockingViolations(page, [DIALOG])).toEqual([]);
}

/**
 * The refused duplicate is the one failed request Chromium reports on its console ("Failed to
 * load resource"): exactly that line leaves the test's problems; any other error still fails it.
 */
function takeRefusal(problems: string[]) {
  const refusals = problems.filter((problem) => problem.includes('status of 409'));
  expect(refusals).toHaveLength(1);
  problems.splice(problems.indexOf(refusals[0]!), 1);
}

test('a member signs in inside the dialog, joins with a guest, and a second registration is refused', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const email = await newAccount(page.request, PASSWORD);
  await visit(page, '/en-us/basecamp');
  await expect(block(page).getByRole('heading', { name: 'Basecamp Winter Weekend' })).toBeVisible();
  await expect(block(page)).toContainText('January 15, 2027 to January 17, 2027');

  await block(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  await axeClean(page);

  // Step 1 toggles between signing in and creating an account; the toggle keeps focus.
  await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
  await expect(dialog.getByRole('button', { name: 'Already have an account? Sign in' })).toBeFocused();
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();

  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Step 1 is ticked, step 2 takes focus, the email is the profile's and read-only.
  await expect(dialog.getByRole('heading', { name: 'Join the event' })).toBeFocused();
  await expect(dialog.locator('.event-steps [data-done]')).toHaveText(/Sign in or create an account \(done\)/);
  // Step 2 is not headed by step 1's title again.
  await expect(dialog.getByRole('heading', { name: /Sign in or create an account/ })).toHaveCount(0);
  await expect(dialog.getByText(`Signed in as ${email}`)).toBeVisible();
  const emailField = dialog.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await axeClean(page);

  // Nothing chosen, a guest who is not a name: each field says why, focus on the first.
  await dialog.getByLabel('Guest name').fill('R2-D2');
  await dialog.getByRole('button', { name: 'Join the weekend' }).click();
  await expect(dialog.getByText('Choose at least one day.')).toBeVisible();
  await expect(dialog.getByText('Name is not valid.')).toBeVisible();
  await expect(dialog.getByText('Accept the event terms to sign up.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'January 15, 2027' })).toBeFocused();
  await axeClean(page);

  // The days are the event's, start to end.
  await expect(dialog.getByRole('group', { name: 'Days you will attend' }).getByRole('checkbox')).toHaveCount(3);
  await dialog.getByRole('checkbox', { name: 'January 15, 2027' }).check();
  await dialog.getByRole('checkbox', { name: 'January 16, 2027' }).check();
  await dialog.getByLabel('Guest name').fill('Sam Rivera');
  await dialog.getByRole('checkbox', { name: /I accept the event terms/ }).check();
  const sent = page.waitForRequest((request) => request.url().endsWith('/fapi/event-registration'));
  await dialog.getByRole('button', { name: 'Join the weekend' }).click();
  expect((await sent).postDataJSON()).toEqual({ eventId: EVENT_ID, attendingDays: ['2027-01-15', '2027-01-16'], plusOne: 'Sam Rivera', eventTermsAccepted: true });

  await expect(dialog.getByRole('heading', { name: 'You are on the list' })).toBeFocused();
  await expect(dialog).toContainText('We have sent the programme to your email. See you at Basecamp.');
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(block(page).getByRole('button', { name: 'Sign up' })).toBeFocused();

  // Again: signed in, the dialog opens on step 2; the backend refuses the second registration.
  await block(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await dialog.getByRole('checkbox', { name: 'January 17, 2027' }).check();
  await dialog.getByRole('checkbox', { name: /I accept the event terms/ }).check();
  await dialog.getByRole('button', { name: 'Join the weekend' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('You are already registered for this event.');
  await expect(alert).toBeFocused();
  await axeClean(page);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Join the weekend' })).toBeFocused();
  takeRefusal(problems);
});

test('on de-de a signed-in member joins in German, and the duplicate is refused in German', async ({ page, problems }) => {
  test.setTimeout(60_000);
  const email = await newAccount(page.request, PASSWORD);
  await signIn(page, email);
  await visit(page, '/de-de/basecamp');
  await expect(block(page).getByRole('heading', { name: 'Basecamp-Winterwochenende' })).toBeVisible();
  await expect(block(page)).toContainText('15. Januar 2027 bis 17. Januar 2027');

  const dialog = dialogOf(page);
  for (const expected of ['Sie sind dabei', 'Sie sind für diese Veranstaltung bereits angemeldet.']) {
    await block(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(email);
    await expect(dialog.locator('.event-steps [data-done]')).toHaveText(/Anmelden oder Konto erstellen \(erledigt\)/);
    await axeClean(page);
    await dialog.getByRole('checkbox', { name: '16. Januar 2027' }).check();
    await dialog.getByLabel('Name Ihrer Begleitung').fill('Jörg Müller-Lüdenscheidt');
    await dialog.getByRole('checkbox', { name: /Ich akzeptiere die Teilnahmebedingungen/ }).check();
    await dialog.getByRole('button', { name: 'Am Wochenende teilnehmen' }).click();
    if (expected === 'Sie sind dabei') {
      await expect(dialog.getByRole('heading', { name: expected })).toBeFocused();
      await dialog.getByRole('button', { name: 'Schließen' }).last().click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(dialog.getByRole('alert')).toContainText(expected);
      await axeClean(page);
      takeRefusal(problems);
    }
  }
});
