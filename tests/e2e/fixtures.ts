import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Fails every test on any console error, uncaught exception or Content Security Policy
 * violation, hydration mismatches included.
 */
/** The seeded pop-ups (the popups canvas), as the manager stores them once dismissed. */
const SEEDED_POPUPS = ['popup-newsletter', 'popup-registration'];

export const test = base.extend<{ problems: string[]; popups: 'shown' | 'dismissed' }>({
  /**
   * Every test is a shopper of its own, on a client address of its own: the routes limited per
   * address (orders, reviews, codes, sign-in) would otherwise count the whole run, and every
   * earlier run, as one client. wrangler dev passes this header through, where Cloudflare sets it
   * in production. A context's headers reach page.request too, which a page's own do not.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => use({ 'cf-connecting-ip': freshAddress(), ...extraHTTPHeaders }),
  /**
   * Pop-ups open on a timer over whatever a test is doing (and expand on wide screens), so tests
   * start with them dismissed; the tests about pop-ups ask for them with `test.use({ popups: 'shown' })`.
   */
  popups: ['dismissed', { option: true }],
  page: async ({ page, popups }, use) => {
    // Only the shop's own document: a frame from another origin (the payment provider's card fields) may not touch its storage.
    if (popups === 'dismissed') await page.addInitScript((ids) => window === window.top && window.localStorage.setItem('ridgeline.popups.dismissed', ids), JSON.stringify(SEEDED_POPUPS));
    await use(page);
  },
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Chromium does not pass its own CSP messages to Playwright's console events, and a
      // violation that a script catches (or a report-only one) logs nothing a test would see.
      // The listener is in place before the document's first byte is parsed.
      await page.addInitScript(() => {
        const report = console.error.bind(console);
        document.addEventListener(
          'securitypolicyviolation',
          (event) => report(`CSP violation (${event.disposition}): ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
          { capture: true },
        );
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { homeHeroVisitor, monetateIdFor } from '../fixtures/visitors';

/** Opens a page and waits until React has hydrated it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Logs an associate in to sell in a store, as the associate login does, without its page: the
 * worker then knows the buy-in-store session (the page must have been visited, for its origin).
 */
export async function asAssociate(page: Page, storeId = 'US-SEA-01', storeEmployeeId = 'US-SEA-01-E2'): Promise<void> {
  const response = await page.request.post('/en-us/fapi/in-store/login', { data: { storeId, storeEmployeeId }, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Presses Tab until `target` has focus (keyboard only), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The mini-cart dialog the header's cart button and every add to cart open. */
export const miniCart = (page: Page): Locator => page.locator('dialog[aria-labelledby="mini-cart-title"]');

/** The list of each product the page reported added to the cart (the dataLayer's addToCart events), in order. */
export function addedLists(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).flatMap((entry) => (entry.event === 'addToCart' ? (entry.ecommerce as { items: { list: string }[] }).items.map((item) => item.list) : [])));
}

/** The serious and critical axe violations on the page (or only inside `include` selectors), one line each. */
export async function blockingViolations(page: Page, include: string[] = []): Promise<string[]> {
  // Let finite transitions end first (a pop-up fading in has, mid-fade, too little contrast to pass).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // A transition that starts after that wait (a stylesheet arriving, a state class landing) would be
  // judged mid-way, its colours half of each: axe judges the colours the page settles on. A
  // constructed style sheet, as the page's Content Security Policy leaves those to scripts.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.analyze();
  await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Makes the page's browser a returning visitor with that id (the rl_vuid cookie the worker set). */
export async function asVisitor(page: Page, baseURL: string, visitorId: string): Promise<void> {
  await page.context().addCookies([{ name: 'rl_vuid', value: visitorId, url: baseURL }]);
}

/** A client address of its own: a random /64 of the IPv6 documentation range, as the limiter counts IPv6 clients by /64. */
export function freshAddress(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/**
 * Signs the page's browser in as a seeded shopper (password `Trailhead2026` unless given) through
 * the storefront's own sign-in routes, as the sign-in form calls them: the PKCE challenge, a
 * captcha answer, then the credentials. The session cookie lands in the page's context; the next
 * page load shows the shopper signed in. Each call counts from an address of its own, so tests
 * never meet the per-address sign-in limit.
 */
export async function signIn(page: Page, email: string, password = 'Trailhead2026'): Promise<void> {
  const headers = { 'cf-connecting-ip': freshAddress() };
  expect((await page.request.post('/fapi/auth/challenge', { headers })).status()).toBe(204);
  const captcha = await page.request.post('/captcha/v1/tokens', { data: { action: 'login' }, headers });
  const { token } = (await captcha.json()) as { token: string };
  const answer = await page.request.post('/fapi/auth/signin', { data: { email, password, captcha: token }, headers });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A registered account of the test's own (a fresh email each call), made through the development
 * control /fapi/test/account: a test that changes what it touches starts alike on every run,
 * although the e2e state persists between runs. `extra` sets the kind of account (an employee…).
 */
export async function newAccount(request: APIRequestContext, password: string, extra: Record<string, unknown> = {}): Promise<string> {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/fapi/test/account', { data: { email, password, ...extra } });
  expect(created.status(), await created.text()).toBe(200);
  return email;
}
