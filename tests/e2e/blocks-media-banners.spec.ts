import { asVisitor, blockingViolations, expect, homeHeroVisitor, test, visit } from './fixtures';

const KITCHEN_SINK = '/en-us/kitchen-sink';
const MEDIA_TYPES = ['picture', 'video'];
const BANNER_TYPES = ['hero', 'banner-block-below', 'banner-espot', 'banner-image', 'banner-menu-tile', 'banner-overlay', 'banner-split', 'banner-thin'];

type Push = { event: string; promotionId?: string; creativeName?: string; promotionName?: string };
const promotionPushes = (page: import('@playwright/test').Page, event: string, promotionId: string) =>
  page.evaluate(
    ([name, id]) => ((window.dataLayer ?? []) as Push[]).filter((push) => push.event === name && push.promotionId === id),
    [event, promotionId] as const,
  );

test.describe('media and banner blocks on the kitchen sink', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, KITCHEN_SINK);
  });

  test('shows every media and banner block type', async ({ page }) => {
    for (const type of [...MEDIA_TYPES, ...BANNER_TYPES]) {
      await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeVisible();
    }
  });

  test('offers a YouTube video as a named play control that opens the privacy-enhanced player', async ({ page }) => {
    const play = page.getByRole('link', { name: /^Play video: Field test/ });
    await expect(play).toBeVisible();
    await expect(play).toHaveAttribute('href', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await expect(play).toHaveAttribute('target', '_blank');
    // No third-party frame is on the page until the shopper asks for the video.
    await expect(page.locator('[data-block="video"] iframe')).toHaveCount(0);
  });

  test('plays hosted and native videos in the page player with a poster and controls', async ({ page }) => {
    const players = page.locator('[data-block="video"] video');
    await expect(players).toHaveCount(2);
    for (const player of await players.all()) {
      await expect(player).toHaveAttribute('poster', /^\/images\/banner\//);
      await expect(player).toHaveAttribute('controls', '');
    }
    const [hosted, native] = await players.all();
    // Nothing is fetched before playback: the hosted player attaches its cloud source on play.
    await expect(hosted!.locator('source')).toHaveCount(0);
    await expect(native!.locator('source')).toHaveCount(3);
    await expect(native!.locator('track')).toHaveCount(0);
  });

  test('turns on the transcript track in the page language when a video plays', async ({ page }) => {
    // The mocks serve no video files: answer the film with nothing and the captions with a short cue.
    await page.route('**/videos/**', (route) =>
      route.request().url().endsWith('.vtt')
        ? route.fulfill({ contentType: 'text/vtt', body: 'WEBVTT\n\n00:00.000 --> 00:05.000\nAround the fire\n' })
        : route.fulfill({ contentType: 'video/mp4', body: '' }),
    );
    const native = page.locator('[data-block="video"] video').nth(1);
    await native.scrollIntoViewIfNeeded();
    await native.evaluate((video: HTMLVideoElement) => {
      void video.play().catch(() => undefined);
    });
    // en-us has no exact track; English is contained in it and wins over the first (French).
    await expect(native.locator('track')).toHaveCount(2);
    await expect(native.locator('track[default]')).toHaveAttribute('srclang', 'en');
    await expect.poll(() => native.evaluate((video: HTMLVideoElement) => [...video.textTracks].find((track) => track.mode === 'showing')?.language)).toBe('en');
  });

  test('a hero with navigation padding leaves 6.75rem below its image', async ({ page }) => {
    const padding = await page.locator('[data-block="hero"]').first().evaluate((element) => getComputedStyle(element).paddingBottom);
    expect(padding).toBe('108px');
  });

  test('a tracked promotion pushes one impression when seen and a click when chosen', async ({ page }) => {
    const promotion = page.locator('[data-block="banner-block-below"]');
    expect(await promotionPushes(page, 'promotionImpression', 'PROMO-PACKS-30')).toEqual([]);

    await promotion.scrollIntoViewIfNeeded();
    await expect.poll(() => promotionPushes(page, 'promotionImpression', 'PROMO-PACKS-30')).toEqual([
      { event: 'promotionImpression', creativeName: 'ks-packs-block-below', promotionId: 'PROMO-PACKS-30', promotionName: 'Packs 30% off' },
    ]);

    // The whole banner is one link (linkType No-CTA); keep the page so the push can be read.
    const link = promotion.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', '/en-us/promotions');
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    expect(await promotionPushes(page, 'promotionClick', 'PROMO-PACKS-30')).toEqual([
      { event: 'promotionClick', creativeName: 'ks-packs-block-below', promotionId: 'PROMO-PACKS-30', promotionName: 'Packs 30% off' },
    ]);

    await page.mouse.wheel(0, -2000);
    await promotion.scrollIntoViewIfNeeded();
    expect(await promotionPushes(page, 'promotionImpression', 'PROMO-PACKS-30')).toHaveLength(1);
  });

  test('the media and banner sections have no serious or critical axe violations', async ({ page }) => {
    expect(await blockingViolations(page, ['[data-section="banners"]', '[data-section="media"]'])).toEqual([]);
  });
});

test.describe('seeded heroes', () => {
  // The home hero runs the seeded A/B test: these are about the CMS copy, so the visitor is in control.
  test.beforeEach(async ({ page, baseURL }) => {
    await asVisitor(page, baseURL!, homeHeroVisitor('control', 4));
  });

  for (const [name, path, title] of [
    ['home', '/en-us', 'Made for the long way up'],
    ["men's jackets", '/en-us/c/mens-jackets-10101', 'Shells for every storm'],
  ] as const) {
    test(`the ${name} hero shows its title and calls to action without serious axe violations`, async ({ page }) => {
      await visit(page, path);
      const hero = page.locator('[data-block="hero"]');
      await expect(hero.getByRole('heading', { name: title })).toBeVisible();
      await expect(hero.getByRole('link').first()).toBeVisible();
      // Without navigation padding the hero keeps the standard 2.5rem below its image.
      expect(await hero.evaluate((element) => getComputedStyle(element).paddingBottom)).toBe('40px');
      expect(await blockingViolations(page, ['[data-block="hero"]'])).toEqual([]);
    });
  }

  test('the home hero is the page heading', async ({ page }) => {
    await visit(page, '/en-us');
    await expect(page.locator('[data-block="hero"] h1')).toHaveText('Made for the long way up');
  });
});
