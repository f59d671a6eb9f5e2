import type { Browser } from '@playwright/test';
import { decideAll } from '../../worker/decisions/experiments/decide';
import { SEEDED_DATAFILE } from '../../mocks/data/experiments';
import { asVisitor, expect, homeHeroVisitor, test, visit } from './fixtures';

// The seeded home_hero A/B test (mocks/data/experiments.ts) on the home page hero.
const HOME = '/en-us';
const HEADLINES = { control: 'Made for the long way up', treatment: 'Go further. Stay dry.' } as const;

/** The hero exactly as the server rendered it: the same document with scripts off, so nothing hydrates. */
async function serverHero(browser: Browser, baseURL: string, id: string): Promise<string> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await context.addCookies([{ name: 'rl_vuid', value: id, url: baseURL }]);
    const page = await context.newPage();
    await page.goto(HOME);
    return await page.locator('[data-block="hero"]').first().evaluate((element) => element.outerHTML);
  } finally {
    await context.close();
  }
}

for (const [series, variation] of (['control', 'treatment'] as const).entries()) {
  test(`a ${variation} visitor sees the worker's variation, and hydration leaves the hero untouched`, async ({ page, browser, baseURL }) => {
    const id = homeHeroVisitor(variation, series + 1);
    const before = await serverHero(browser, baseURL!, id);
    await asVisitor(page, baseURL!, id);
    // The hero, once shown, is reported for its impression: one request for the page, answered at once.
    const report = page.waitForRequest((request) => request.url().endsWith('/fapi/events') && request.method() === 'POST' && request.postData()?.includes('"type":"experiments"') === true);
    await visit(page, HOME);
    const sent = await report;
    const { events } = sent.postDataJSON() as { events: { type: string }[] };
    expect(events.find((event) => event.type === 'experiments')).toMatchObject({ page: HOME, impressions: ['home_hero'] });
    expect((await sent.response())?.status()).toBe(202);
    const hero = page.locator('[data-block="hero"]').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[variation]);
    await expect(hero.locator('[data-variation]')).toHaveAttribute('data-variation', variation);
    expect(await hero.evaluate((element) => element.outerHTML)).toBe(before);
  });
}

test('p13n_testcontext forces the treatment for QA', async ({ page, baseURL }) => {
  await asVisitor(page, baseURL!, homeHeroVisitor('control', 3));
  await visit(page, `${HOME}?p13n_testcontext=home_hero:treatment`);
  await expect(page.locator('[data-block="hero"]').first().getByRole('heading', { level: 1 })).toHaveText(HEADLINES.treatment);
});

test('a first visit gets a vuid_ cookie that keeps the variation on the next page view', async ({ page }) => {
  await visit(page, HOME);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'rl_vuid');
  expect(cookie?.value).toMatch(/^vuid_[0-9a-f]{8,27}$/);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const variation = decideAll(SEEDED_DATAFILE, { id: cookie!.value, attributes: {} }).home_hero!.variationKey as keyof typeof HEADLINES;
  const heading = page.locator('[data-block="hero"]').first().getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(HEADLINES[variation]);
  await visit(page, HOME);
  await expect(heading).toHaveText(HEADLINES[variation]);
});
