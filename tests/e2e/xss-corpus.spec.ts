import type { APIRequestContext, Page } from '@playwright/test';
import { generateCatalog } from '../../mocks/data/catalog';
import { productPath } from '../../shared/routing';
import { sanitizeRichText } from '../../shared/rich-text';
import { QUESTION_LIMITS } from '../../worker/middleware/rate-limit/limits';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { expect, freshAddress, newAccount, signIn, test, visit } from './fixtures';

// The XSS corpus (tests/fixtures/xss-payloads.ts) through the rich-text sanitiser and through every
// place a shopper's text comes back: reviews, questions, gift messages, names and addresses.
// Each page is armed with `xss()` (and dialogs are caught) before its first byte: 0 executions.
// The fixtures also fail a test on any CSP violation, so a payload that got into the markup and
// was only stopped by the policy fails too: the text itself must be inert.

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Trailhead2026!';
const GIFT_CARD = 'GC000001000-50';

/** Records every `xss(id)` call and every dialog on the page, from its first byte on. */
async function armed(page: Page): Promise<() => Promise<unknown[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.assign(window, { __xssHits: hits, xss: (id: unknown) => hits.push(id) });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __xssHits?: unknown[] }).__xssHits ?? [])), ...dialogs];
}

/** Nothing in `scope` can run a script when touched: no handler attribute, no script URL. */
async function expectInert(page: Page, scope = 'body') {
  const live = await page.locator(scope).first().evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(attribute.name) && /^\s*(javascript|data|vbscript):/i.test(attribute.value.replace(/[\u0000-\u001f]/g, ''))) found.push(`${element.tagName} ${attribute.name}=${attribute.value.slice(0, 40)}`);
      }
      if (element.tagName === 'SCRIPT' && /xss|alert/.test(element.textContent ?? '')) found.push('script with a payload');
    }
    return found;
  });
  expect(live).toEqual([]);
}

/** The payloads packed into texts of at most `max` characters, in order. */
function packed(max: number, separator = '\n'): string[] {
  const texts: string[] = [];
  let current = '';
  for (const { html } of XSS_PAYLOADS) {
    const next = current ? `${current}${separator}${html}` : html;
    if (next.length > max && current) {
      texts.push(current);
      current = html;
    } else current = next;
  }
  if (current) texts.push(current);
  return texts;
}

const [PRODUCT] = generateCatalog();

test('the rich-text sanitiser leaves nothing of the corpus that runs, rendered in Chromium with no policy to help', async ({ page }) => {
  const hits = await armed(page);
  const sanitised = XSS_PAYLOADS.map(({ id, html }) => `<section data-payload="${id}">${sanitizeRichText(html)}</section>`).join('');
  // A blank page with no CSP: only the sanitiser stands between the payloads and the browser.
  await page.setContent(`<!doctype html><html><body><main>${sanitised}</main></body></html>`);
  await page.waitForTimeout(500);
  // Links that survived are clicked: a script URL would run now.
  for (const link of await page.locator('main a[href]').all()) await link.click({ modifiers: ['Alt'], noWaitAfter: true, timeout: 2_000 }).catch(() => undefined);
  await expectInert(page, 'main');
  expect(await hits()).toEqual([]);
});

async function approve(request: APIRequestContext, ids: { reviewIds?: string[]; questionIds?: string[] }) {
  const answer = await request.post('/fapi/test/ugc/approve', { data: ids });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('reviews and questions written with the corpus are listed as text on the product page', async ({ page, browser, baseURL }) => {
  const hits = await armed(page);
  const api = `/api/products/v1/products/${PRODUCT!.id}`;
  await visit(page, productPath('en-us', PRODUCT!.slug, PRODUCT!.id));
  const headers = { origin: new URL(page.url()).origin };

  const reviewIds: string[] = [];
  const bodies = packed(1_900);
  for (const [index, body] of bodies.entries()) {
    const answer = await page.request.post(`${api}/reviews?locale=en-us`, {
      headers,
      data: { rating: 4, title: `XSS corpus ${index} ${XSS_PAYLOADS[index]!.html}`.slice(0, 100), body, author: `<svg/onload=xss(${index})//` },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    reviewIds.push(((await answer.json()) as { reviewId: string }).reviewId);
  }
  // The whole corpus as questions takes more than one shopper may ask in an hour, so a second
  // shopper (a browser of their own) asks the rest.
  const questionIds: string[] = [];
  const second = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-connecting-ip': freshAddress() } });
  for (const [index, text] of packed(480).entries()) {
    const asker = index < QUESTION_LIMITS.owner.limit ? page.request : second.request;
    const answer = await asker.post(`${api}/reviews/questions?locale=en-us`, { headers, data: { text: `Does it hold? ${text}`.slice(0, 500), author: '"><img src=x onerror=xss(0)>', email: 'asker@example.com' } });
    expect(answer.status(), await answer.text()).toBe(201);
    questionIds.push(((await answer.json()) as { questionId: string }).questionId);
  }
  await second.close();
  await approve(page.request, { reviewIds, questionIds });

  await page.reload();
  const reviews = page.locator('section.reviews');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText(/XSS corpus 0/).first()).toBeVisible({ timeout: 15_000 });
  // The payloads are on the page as the text the shopper typed.
  await expect(reviews.getByText(XSS_PAYLOADS[0]!.html, { exact: false }).first()).toBeVisible();
  const questions = page.locator('section.questions, [data-testid="questions"]').first();
  await questions.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.waitForTimeout(500);
  await expectInert(page);
  expect(await hits()).toEqual([]);
});

test('gift messages written with the corpus come back as text in the cart, its dialog and at checkout', async ({ page }) => {
  const hits = await armed(page);
  await visit(page, '/en-us');
  const headers = { origin: new URL(page.url()).origin };
  // One gift card line: each add replaces its gift option, so every message is rendered in turn.
  const messages = packed(250, ' ');
  const to = (index: number) => `"><svg onload=xss(${index})>`;
  for (const [index, message] of messages.entries()) {
    const answer = await page.request.post('/en-us/fapi/cart/items', { headers, data: { productId: GIFT_CARD, qty: 1, giftOption: { email: `friend${index}@example.com`, to: to(index), message } } });
    expect(answer.status(), await answer.text()).toBe(200);
    if (index % 4 !== 3 && index !== messages.length - 1) continue;
    await visit(page, '/en-us/cart');
    await expect(page.getByText(`Gift for ${to(index)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Edit gift option for Ridgeline e-Gift Card' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /message/i })).toHaveValue(message);
    await expectInert(page);
  }
  await visit(page, '/en-us/checkout');
  await expectInert(page);
  expect(await hits()).toEqual([]);
});

test("a shopper's name and addresses written with the corpus come back as text in the account", async ({ page }) => {
  const hits = await armed(page);
  const email = await newAccount(page.request, PASSWORD);
  await signIn(page, email, PASSWORD);
  await visit(page, '/en-us/account');
  const headers = { origin: new URL(page.url()).origin };
  const short = XSS_PAYLOADS.filter(({ html }) => html.length <= 30);
  const named = await page.request.put('/en-us/fapi/account/profile', { headers, data: { consumerDetails: { firstName: short[0]!.html, lastName: short[1]!.html } } });
  // A name the profile rules refuse is as safe as one shown as text; either way nothing runs.
  expect([200, 400]).toContain(named.status());
  for (const payload of short.slice(2, 8)) {
    const added = await page.request.post('/en-us/fapi/account/addresses', {
      headers,
      data: { approachType: 'S', firstName: payload.html, lastName: 'Hale', email: 'robin@example.com', addressLine1: `1200 Pearl St ${payload.html}`.slice(0, 35), city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US', phone: '(303) 555-0142' },
    });
    expect(added.status(), await added.text()).toBeLessThan(500);
  }
  for (const path of ['/en-us/account', '/en-us/account/profile', '/en-us/account/addresses']) {
    await visit(page, path);
    await expectInert(page);
  }
  expect(await hits()).toEqual([]);
});
