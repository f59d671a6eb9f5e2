import { de, en, fr, nb } from '../../shared/i18n/messages';
import { blockingViolations, expect, test, visit } from './fixtures';

// The component page shows the design system's components in every state and language, for
// review. The browser tests' server runs in development, where the page exists; production's
// 404 for it is proved in tests/worker/environment.test.ts, where the environment can be switched.

const CATALOGUES = { en, fr, de, nb } as const;

test('the component page shows every component in each state, in English, French, German and Norwegian, and passes axe', async ({ page }) => {
  // Four languages of every component: axe has a long page to read on a shared machine.
  test.setTimeout(120_000);
  const response = await page.goto('/en-us/dev/components');
  expect(response?.status()).toBe(200);
  await visit(page, '/en-us/dev/components');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['kit.title']);
  for (const [language, t] of Object.entries(CATALOGUES)) {
    const section = page.getByTestId(`kit-${language}`);
    await expect(section).toHaveAttribute('lang', language);
    await expect(section.getByRole('heading', { level: 2 }).first()).toHaveText(t['kit.language']);
    // Each button variant in each state, labelled in the section's language.
    const place = section.getByRole('button', { name: t['checkout.summary.place'], exact: true });
    await expect(place).toHaveCount(4);
    await expect(place.nth(2)).toBeDisabled();
    await expect(place.nth(3)).toHaveAttribute('aria-busy', 'true');
    // A field in error names its error; radio cards and alerts in their own words.
    await expect(section.getByText(t['validation.required']).first()).toBeVisible();
    await expect(section.getByRole('radio', { name: t['checkout.payment.method.PAYPAL'] })).toHaveCount(1);
    await expect(section.getByRole('alert').filter({ hasText: t['cart.removeFailed'] })).toHaveCount(1);
    await expect(section.getByRole('button', { name: t['cart.moveToCartLabel'].replace('{name}', "Men's Scree Softshell Jacket") }).first()).toBeEnabled();
  }
  // A radio card is chosen by a click anywhere on it.
  const english = page.getByTestId('kit-en');
  await english.locator('.radio-card', { hasText: en['checkout.payment.method.PAYPAL'] }).click();
  await expect(english.getByRole('radio', { name: en['checkout.payment.method.PAYPAL'] })).toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the component page is left out of robots.txt, so production never names it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /en-us/checkout');
  expect(robots).not.toContain('dev/components');
});
