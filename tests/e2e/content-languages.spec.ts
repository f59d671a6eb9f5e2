import type { Page } from '@playwright/test';
import { getSite } from '../../shared/site';
import { fragmentCanvases } from '../../mocks/data/canvases/commerce';
import type { CanvasContext } from '../../mocks/data/canvases/context';
import { homeCanvas } from '../../mocks/data/canvases/home';
import { footerCanvas, menuCanvas } from '../../mocks/data/canvases/navigation';
import { popupsCanvas } from '../../mocks/data/canvases/popups';
import { expect, test, visit } from './fixtures';

// The CMS chrome of the translated sites, as a shopper meets it: menu, promo bar, hero, footer and pop-up.
const LOCALES = ['de-de', 'fr-ca', 'nb-no'] as const;
const COPY_KEYS = /^(title|subtitle|eyebrow|richText|text|legal|minimizedTitle|maximizedTitle|disclaimer|shopAllText)$/;
const NAMES = new Set(['Instagram', 'YouTube', 'Strava', 'XPLR Pass', 'Ridgeline']);

/** The English a site would show if its canvases were not translated: same site, English copy. */
function englishPhrases(locale: string): string[] {
  const site = getSite(locale)!;
  const ctx: CanvasContext = { site: { ...site, language: 'en' }, locale, mode: 'publish' };
  const canvases = [homeCanvas(ctx), menuCanvas(ctx), footerCanvas(ctx), popupsCanvas(ctx), ...fragmentCanvases(ctx).map(([, canvas]) => canvas)];
  const phrases: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && COPY_KEYS.test(key)) phrases.push(...value.split(/<[^>]+>/).map((part) => part.trim()));
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([child, inner]) => walk(inner, child));
  };
  canvases.forEach((canvas) => walk(canvas.sections, ''));
  // Whole phrases of two words or more; single words ('Gear', 'Help') are caught by the unit check.
  return [...new Set(phrases)].filter((phrase) => phrase.split(/\s+/).length >= 2 && !NAMES.has(phrase));
}

async function visibleLines(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
}

test.describe('translated CMS chrome on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 }, popups: 'shown' });

  for (const locale of LOCALES) {
    test(`${locale}: menu, promo bar, hero, footer and pop-up hold no English phrase`, async ({ page }) => {
      await page.clock.install();
      await visit(page, `/${locale}`);
      // The pop-up docks after its delay and expands after the delay again.
      await page.clock.runFor(2_000);
      await expect(page.locator('.popup-manager').getByRole('button').first()).toBeVisible();
      await page.clock.runFor(2_000);
      await expect(page.locator('.popup-manager').getByRole('dialog')).toBeVisible();
      const text = (await visibleLines(page)).join('\n');
      const english = englishPhrases(locale);
      expect(english).toContain('Made for the long way up');
      for (const phrase of english) expect(text, phrase).not.toContain(phrase);
      await expect(page.locator('footer')).toContainText('© 2026 Ridgeline Outfitters');
    });
  }
});

test.describe('translated CMS chrome on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const locale of LOCALES) {
    test(`${locale}: every promo message fits its line and the open menu fits the screen`, async ({ page }) => {
      await visit(page, `/${locale}`);
      const bar = page.locator('[data-block="promo-bar"]').first();
      const dots = bar.locator('.promo-bar__dot');
      for (let index = 0; index < (await dots.count()); index++) {
        await dots.nth(index).click();
        const message = bar.locator('.promo-bar__message').first();
        const { scrollWidth, clientWidth } = await message.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
        expect(scrollWidth, await message.innerText()).toBeLessThanOrEqual(clientWidth);
      }

      // The first department and its last group open: the longest shop-all link is there ("Alle anzeigen: Herren-Funktionsschichten & Hosen").
      await page.locator('.mobile-menu__button').click();
      const toggles = page.locator('.mobile-menu__panel .mobile-menu__toggle:visible');
      await toggles.first().click();
      await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
      await toggles.nth(2).click();
      await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
      // A link's text must fit its line; a toggle's chevron turns as it opens, so only its edge is checked.
      const wider = await page.locator('.mobile-menu__panel').evaluate((root) => [...root.querySelectorAll<HTMLElement>('.mobile-menu__link, .mobile-menu__toggle')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => (element.matches('.mobile-menu__link') && element.scrollWidth > element.clientWidth + 1) || element.getBoundingClientRect().right > window.innerWidth)
        .map((element) => element.textContent ?? ''));
      expect(wider).toEqual([]);
    });
  }
});
