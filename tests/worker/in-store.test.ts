import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fapi } from '../../shared/fapi/schemas';
import type { Env } from '../../worker/env';
import { openSession, SESSION_COOKIE } from '../../worker/session/session';
import { variantOf } from '../fixtures/variants';
import { answerOf, placeOrderCaptcha, readyToPay, refusalOf, send } from './checkout-helpers';
import { ORIGIN, shopper, type Shopper } from './helpers';

const config = env as unknown as Env;
const APPROVED = '4111111111111111';
const post = (browser: Shopper, path: string, body?: unknown) =>
  browser.fetch(path, { method: 'POST', headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A browser where an associate of Ridgeline Seattle has logged in to sell. */
async function associate(): Promise<{ browser: Shopper; login: Response }> {
  const browser = shopper();
  const login = await post(browser, `/en-us${fapi.inStore.login.path}`, { storeId: 'US-SEA-01', storeEmployeeId: 'US-SEA-01-E2' });
  expect(login.status, await login.clone().text()).toBe(200);
  return { browser, login };
}

describe('the store directory', () => {
  it("lists the stores of the site's country, and a store's associates", async () => {
    const stores = fapi.inStore.stores.response.parse(await (await shopper().fetch(`/de-de${fapi.inStore.stores.path}`)).json());
    expect(stores.stores.map((store) => store.address.country)).toEqual(['DE', 'DE', 'DE', 'DE', 'DE', 'DE']);
    const staff = await shopper().fetch('/en-us/fapi/in-store/stores/US-SEA-01/employees');
    expect(fapi.inStore.employees.response.parse(await staff.json()).employees.map((employee) => employee.storeEmployeeId)).toEqual(['US-SEA-01-E1', 'US-SEA-01-E2', 'US-SEA-01-E3']);
  });

  it('keeps the store staff list from the proxy: only the worker asks it', async () => {
    expect((await shopper().fetch('/api/consumers-v3/utilities/stores/NO-OSL-01/employees')).status).toBe(404);
  });
});

describe('the agent login', () => {
  it('refuses an associate the store does not have (400) and a store of another country (404), with STR404', async () => {
    await refusalOf(await post(shopper(), `/en-us${fapi.inStore.login.path}`, { storeId: 'US-SEA-01', storeEmployeeId: 'US-DEN-01-E1' }), 400, 'STR404');
    await refusalOf(await post(shopper(), `/en-us${fapi.inStore.login.path}`, { storeId: 'NO-OSL-01', storeEmployeeId: 'NO-OSL-01-E1' }), 404, 'STR404');
    await refusalOf(await post(shopper(), `/en-us${fapi.inStore.login.path}`, { storeId: 'seattle', storeEmployeeId: 'E2' }), 400, 'API400');
  });

  it('never shows the agent its token: not in an answer, a header but the sealed HttpOnly cookie, or a page', async () => {
    const { browser, login } = await associate();
    const session = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    expect(session?.buyInStore).toMatchObject({ storeId: 'US-SEA-01', storeName: 'Ridgeline Seattle', storeEmployeeId: 'US-SEA-01-E2' });
    const secrets = [session!.accessToken, session!.refreshToken];
    expect(fapi.inStore.login.response.parse(await login.clone().json())).toEqual({ buyInStore: session!.buyInStore });
    const answers = [
      login,
      await browser.fetch(`/en-us${fapi.inStore.session.path}`),
      await browser.fetch(`/en-us${fapi.session.read.path}`),
      await browser.fetch('/en-us'),
      await browser.fetch('/en-us/associate-login'),
      await browser.fetch('/en-us/cart'),
    ];
    for (const answer of answers) {
      const text = await answer.text();
      const headers = [...answer.headers].filter(([name]) => name !== 'set-cookie').map(([name, value]) => `${name}: ${value}`).join('\n');
      for (const secret of secrets) {
        expect(text).not.toContain(secret);
        expect(headers).not.toContain(secret);
      }
    }
    for (const line of browser.setCookies) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      if (line.startsWith(`${SESSION_COOKIE}=`)) expect(line).toMatch(/HttpOnly/i);
    }
  });
});

describe('an order sold in a store', () => {
  const sku = variantOf('JK', (units) => units >= 20).sku;

  it('carries the store and the associate from the session, and shows them on the confirmation', async () => {
    const { browser: agent } = await associate();
    const { browser } = await readyToPay(sku, APPROVED, 1, agent);
    const answer = await answerOf(await send(browser, 'POST', '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser) }));
    expect(answer.status).toBe('placed');
    if (answer.status !== 'placed') return;
    expect(answer.order.inStoreSalesInfo).toEqual({ storeId: 'US-SEA-01', storeEmployeeId: 'US-SEA-01-E2' });
    const page = await browser.fetch(`/en-us/order-confirmation/${answer.order.orderNumber}`);
    expect(await page.text()).toContain('Sold in store US-SEA-01 by US-SEA-01-E2');
  });

  it('cannot be credited to an associate by the page itself', async () => {
    const { browser } = await readyToPay(sku, APPROVED);
    const body = { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser), inStoreSalesInfo: { storeId: 'US-SEA-01', storeEmployeeId: 'US-SEA-01-E1' } };
    await refusalOf(await send(browser, 'POST', '/order', body), 400, 'API400');
  });
});

describe('clearing the buy-in-store session', () => {
  it('signs the agent out and sends the device to the associate login', async () => {
    const { browser } = await associate();
    const before = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    const cleared = await post(browser, `/en-us${fapi.inStore.clear.path}`);
    expect(fapi.inStore.clear.response.parse(await cleared.json())).toEqual({ redirectTo: '/en-us/associate-login' });
    expect(fapi.inStore.session.response.parse(await (await browser.fetch(`/en-us${fapi.inStore.session.path}`)).json())).toEqual({ buyInStore: null });
    // The agent's refresh token was revoked upstream: it buys nothing any more.
    const refresh = await config.MOCKS.fetch('https://mocks.internal/token/v2/auth/token?locale=en-us&siteId=ridgeline-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-access': config.AUTH_ACCESS_KEY },
      body: JSON.stringify({ type: 'Refresh', refreshToken: before!.refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });
});

describe('while an associate sells', () => {
  it('renders favorites switched off and keeps pages apart from other visitors in the HTML cache', async () => {
    const { browser } = await associate();
    const home = await (await browser.fetch('/en-us')).text();
    expect(home).toContain('"favorites":{"enabled":false');
    expect(home).toContain('"instore"');
  });
});
