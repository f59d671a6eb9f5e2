import { expect, test, visit } from './fixtures';

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
