import { expect, test, visit, blockingViolations } from './fixtures';

const KITCHEN_SINK = '/en-us/kitchen-sink';
const text = '[data-section="text"]';
const cards = '[data-section="cards"]';
const personalisation = '[data-section="personalisation"]';

test.describe('text, card and personalisation blocks on the kitchen sink', () => {
  test('every block type of the three families is visible', async ({ page }, testInfo) => {
    await visit(page, KITCHEN_SINK);
    for (const type of ['rich-text', 'accordion', 'button', 'spacer']) await expect(page.locator(`${text} [data-block="${type}"]`).first(), type).toBeVisible();
    for (const type of ['category-card', 'collection', 'linked-cards', 'multi-link-card', 'visual-selector', 'secondary-nav', 'icon-and-text', 'benefit-bar']) {
      await expect(page.locator(`${cards} [data-block="${type}"]`).first(), type).toBeVisible();
    }
    // The anchor is an empty scroll target: present, and a link to it scrolls it into view.
    await expect(page.locator(`${text} [data-block="anchor"]#care-guide`)).toHaveCount(1);
    await page.locator(`${text} a[href="#care-guide"]`).click();
    await expect(page.locator('[data-block="accordion"]')).toBeInViewport();

    // Personalisation: the anonymous visitor gets the guest segment, the experience baseline and the NOT IN filter.
    await expect(page.locator(`${personalisation} [data-block="segmentation"]`)).toContainText('New to Ridgeline?');
    await expect(page.locator(`${personalisation} [data-block="segmentation"]`)).not.toContainText('malformed');
    await expect(page.locator(`${personalisation} [data-block="experience"] [data-block="multi-link-card"]`)).toBeVisible();
    await expect(page.locator(`${personalisation} [data-block="filter-by"]`)).toHaveCount(1);
    await expect(page.locator(`${personalisation} [data-block="filter-by"]`)).toContainText('Ask our gear experts');
    await testInfo.attach('kitchen-sink text, cards, personalisation', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });

  test('the accordion opens and closes by keyboard', async ({ page }) => {
    await visit(page, KITCHEN_SINK);
    const summary = page.locator('[data-block="accordion"] summary', { hasText: 'How do I wash a waterproof shell?' });
    const panel = page.getByText('Skip fabric softener');
    await expect(panel).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();
  });

  test('the button with a modal hash opens the location dialog and merges its query', async ({ page }) => {
    await visit(page, KITCHEN_SINK);
    await page.getByRole('link', { name: 'Change country or region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your location' });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(KITCHEN_SINK);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Shopping from abroad? Pick your site' }).click();
    await expect(dialog).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe(KITCHEN_SINK);
    expect(url.searchParams.get('leadSource')).toBe('kitchen-sink');
  });

  test('the benefit bar stays closed after a reload', async ({ page }) => {
    await visit(page, KITCHEN_SINK);
    const bar = page.locator('[data-block="benefit-bar"]');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: /^Close/ }).click();
    await expect(bar).toHaveCount(0);
    await visit(page, KITCHEN_SINK);
    await expect(page.locator('[data-block="collection"]').first()).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('the collection carousel moves to the next slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, KITCHEN_SINK);
    const carousel = page.locator('[data-block="collection"]', { hasText: 'Trail-tested favourites' });
    const track = carousel.locator('.collection__items');
    await carousel.scrollIntoViewIfNeeded();
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('the secondary nav collapses on a small screen and closes after choosing a link', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, KITCHEN_SINK);
    const nav = page.locator('[data-block="secondary-nav"]');
    const toggle = nav.getByRole('button', { name: 'Shop jackets' });
    const link = nav.getByRole('link', { name: 'Easy returns' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    // Stay on the page to observe the list closing: the navigation itself is the browser's.
    await link.evaluate((anchor) => anchor.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  test('the secondary nav is inline on a large screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, KITCHEN_SINK);
    const nav = page.locator('[data-block="secondary-nav"]');
    await expect(nav.getByRole('link', { name: "Men's Jackets", exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Shop jackets' })).toBeHidden();
  });

  test('the three sections have no serious or critical axe violations', async ({ page }) => {
    await visit(page, KITCHEN_SINK);
    expect(await blockingViolations(page, [text, cards, personalisation])).toEqual([]);
  });
});
