import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// Two browsers signed in to one account: "Sign out everywhere" in one ends the other's session
// on the server, so the other reads as signed out on its next request.

const PASSWORD = 'Basecamp2026';

test('sign out everywhere in one browser ends the session of another', async ({ page, browser, baseURL }) => {
  const email = await newAccount(page.request, PASSWORD);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  try {
    await signIn(page, email, PASSWORD);
    await signIn(otherPage, email, PASSWORD);
    const sessionType = async () => ((await (await otherPage.request.get('/fapi/session')).json()) as { type: string | null }).type;
    expect(await sessionType()).toBe('Registered');

    await visit(page, '/en-us/account');
    const section = page.getByRole('region', { name: 'Signed in on other devices?' });
    await expect(section).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    // The account page is for a signed-in shopper: the browser goes home, with the toast.
    await page.waitForURL(/\/en-us$/);
    await expect(page.getByText('You have signed out on every device')).toBeVisible();

    expect(await sessionType()).not.toBe('Registered');
    // The other browser's account page now asks it to sign in.
    await otherPage.goto('/en-us/account');
    await expect(otherPage).toHaveURL(/\/en-us\/sign-in\?returnTo=/);
  } finally {
    await other.close();
  }
});

test('the section reads in each language', async ({ page }) => {
  const email = await newAccount(page.request, PASSWORD);
  await signIn(page, email, PASSWORD);
  for (const [locale, button] of [['fr-ca', 'Me déconnecter partout'], ['de-de', 'Überall abmelden'], ['nb-no', 'Logg ut overalt']] as const) {
    await visit(page, `/${locale}/account`);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
  }
});
