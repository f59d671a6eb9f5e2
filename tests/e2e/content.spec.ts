import { blockingViolations, expect, test, visit } from './fixtures';

test('a lazy section loads its blocks when scrolled near', async ({ page }) => {
  await visit(page, '/en-us/c/sleeping-bags-40103');
  const section = page.locator('[data-section="lazy-about"]');
  await expect(section).toHaveAttribute('data-state', 'waiting');
  await expect(section.getByRole('heading', { name: 'About Sleeping Bags' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'About Sleeping Bags' })).toBeVisible();
  await expect(section).toHaveAttribute('data-state', 'loaded');
});

test('an editor signs in, previews unpublished content and exits preview', async ({ page }) => {
  await page.goto('/preview/login?redirect=%2Fen-us%3Fpreview%3Dtrue');
  await page.getByLabel('Editor key').fill('dev-editor-key');
  await page.getByRole('button', { name: 'Start preview' }).click();
  await expect(page).toHaveURL(/\/en-us\?preview=true$/);
  await expect(page.locator('.preview-banner')).toContainText('Unpublished content');
  await expect(page.locator('[data-block="banner-thin"]', { hasText: 'Draft: Autumn drop' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.locator('.preview-banner')).toHaveCount(0);
  await page.goto('/en-us?preview=true');
  await expect(page.locator('.preview-banner')).toHaveCount(0);
});

test('the CMS preview viewer filters documents', async ({ page }) => {
  await page.goto('/preview/login?redirect=%2Fpreview%2Fviewer');
  await page.getByLabel('Editor key').fill('dev-editor-key');
  await page.getByRole('button', { name: 'Start preview' }).click();
  await expect(page.getByRole('heading', { name: 'CMS preview viewer' })).toBeVisible();
  await expect(page.getByLabel('Limit')).toHaveValue('20');
  await page.getByLabel('Document type').selectOption('category');
  await page.getByLabel('Limit').selectOption('10');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(page.locator('tbody tr').first()).toContainText('category:');
});

test('after five wrong editor keys the form asks the editor to wait, even for the right key', async ({ page, problems }) => {
  await page.goto('/preview/login?redirect=%2Fen-us%3Fpreview%3Dtrue');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Editor key').fill(`guess-${attempt}`);
    await page.getByRole('button', { name: 'Start preview' }).click();
    await expect(alert).toHaveText('That editor key is not valid.');
  }
  const refused = page.waitForResponse((response) => response.url().endsWith('/preview/login') && response.request().method() === 'POST');
  await page.getByLabel('Editor key').fill('dev-editor-key');
  await page.getByRole('button', { name: 'Start preview' }).click();
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ (minute|second)s?\.$/);
  await expect(page.getByLabel('Editor key')).toBeVisible();
  expect(await page.locator('input[name="redirect"]').inputValue()).toBe('/en-us?preview=true');
  expect(await blockingViolations(page)).toEqual([]);
  // The browser logs each refused form post; those six refusals are the point of the test.
  const expected = problems.filter((problem) => /status of (401|429)\b/.test(problem));
  expect(expected).toHaveLength(6);
  problems.splice(0, problems.length, ...problems.filter((problem) => !expected.includes(problem)));
});
