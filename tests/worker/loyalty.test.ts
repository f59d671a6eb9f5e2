import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { fapi } from '../../shared/fapi/schemas';
import { fapiPath } from '../../shared/fapi';
import { OrderSchema } from '../../shared/checkout/schemas/orders';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { WELCOME_BONUS_POINTS } from '../../shared/loyalty/programme';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';
import { providerToken } from './payment-test-helpers';
import { addToCart, answerOf, freshSignedIn, placeOrder, refusalOf, send, stateOf, US_ADDRESS } from './checkout-helpers';

// The loyalty programme end to end: joining, the member's summary and welcome offer, the flag that
// switches it off, and the points each order earns, a voucher spends, a cancel and a return take back.

vi.setConfig({ testTimeout: 60_000 });
const config = env as unknown as Env;
const JACKET = () => variantOf('JK', (units) => units >= 20).sku;
const FLAG_OFF: Partial<Env> = { OPTIMIZELY_SDK_KEY: '' };

const get = (browser: Shopper, path: string, overrides: Partial<Env> = {}) => browser.fetch(path, {}, overrides);
const post = (browser: Shopper, path: string, body: unknown = {}, overrides: Partial<Env> = {}) =>
  browser.fetch(path, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify(body) }, overrides);

async function ok<S extends { parse(value: unknown): unknown }>(response: Response, schema: S): Promise<ReturnType<S['parse']>> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return schema.parse(JSON.parse(text)) as ReturnType<S['parse']>;
}

interface LoyaltyRecord {
  memberId: string | null;
  enrolment: { member_id: string; usid: string; referral_code: string | null; source: string | null } | null;
  balance: number | null;
  entries: Array<{ entry_key: string; type: string; points: number; order_no: string | null; applied: number }>;
}

/** What the mocks keep of an account's membership (test control). */
async function recordOf(email: string): Promise<LoyaltyRecord> {
  const response = await config.MOCKS.fetch(`https://mocks.internal/__test/loyalty?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return response.json();
}

const balanceOf = async (browser: Shopper) => ok(await get(browser, fapiPath(fapi.loyalty.balance)), fapi.loyalty.balance.response);
const summaryOf = async (browser: Shopper) => ok(await get(browser, fapiPath(fapi.loyalty.summary)), fapi.loyalty.summary.response);

describe('joining the programme', () => {
  it('joins a signed-in shopper in one call, with the referral code and source, and the welcome bonus', async () => {
    const { browser, email } = await freshSignedIn('join');
    expect(await balanceOf(browser)).toEqual({ enabled: true, isLoyaltyMember: false, balance: null });
    await refusalOf(await get(browser, fapiPath(fapi.loyalty.summary)), 403, 'REW130');
    await refusalOf(await get(browser, fapiPath(fapi.loyalty.welcome)), 403, 'REW130');

    const joined = await ok(await post(browser, fapiPath(fapi.loyalty.join), { referral_code: 'FRIEND42', enrollment_marketing_source: 'spring-mail', leadSource: 'instore' }), fapi.loyalty.join.response);
    expect(joined).toMatchObject({ isLoyaltyMember: true, loyaltySummary: { points: { balance: WELCOME_BONUS_POINTS } } });
    expect(joined.loyaltyOptInDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Content for members shows from the next page on: the visitor summary is issued again.
    expect(browser.setCookies.some((line) => line.startsWith('rl_vk='))).toBe(true);

    const record = await recordOf(email);
    expect(record.memberId).toBe(joined.memberId);
    // The campaign names the source when there is one; the session that joined is the worker's own.
    expect(record.enrolment).toMatchObject({ member_id: joined.memberId, referral_code: 'FRIEND42', source: 'spring-mail' });
    expect(record.enrolment?.usid).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    expect(await balanceOf(browser)).toEqual({ enabled: true, isLoyaltyMember: true, balance: WELCOME_BONUS_POINTS });
    const summary = await summaryOf(browser);
    expect(summary).toMatchObject({ memberId: joined.memberId, balance: 500, currency: 'USD', reward: { points: 500, amountInCurrency: 5, available: true, eligible: true } });
    expect(summary.vouchers).toEqual([
      { points: 500, amountInCurrency: 5, available: true, eligible: true },
      { points: 1000, amountInCurrency: 10, available: false, eligible: true },
      { points: 2500, amountInCurrency: 25, available: false, eligible: true },
    ]);
    expect(summary.history).toEqual([expect.objectContaining({ type: 'welcome', points: 500, orderNo: null })]);

    const welcome = await ok(await get(browser, fapiPath(fapi.loyalty.welcome)), fapi.loyalty.welcome.response);
    expect(welcome).toMatchObject({ title: 'Welcome to XPLR Pass', bonusPoints: 500, voucher: { points: 500, amountInCurrency: 5 }, currency: 'USD' });
    expect(welcome.message).toContain('$5.00');

    // Joining again changes nothing: no second member number, no second bonus.
    const again = await ok(await post(browser, fapiPath(fapi.loyalty.join), {}), fapi.loyalty.join.response);
    expect(again).toMatchObject({ memberId: joined.memberId, loyaltySummary: { points: { balance: 500 } } });
    expect((await recordOf(email)).entries).toHaveLength(1);
  });

  it('takes the lead source when no campaign is named, and no referral code when none is given', async () => {
    const { browser, email } = await freshSignedIn('join-lead');
    await ok(await post(browser, fapiPath(fapi.loyalty.join), { leadSource: 'instore' }), fapi.loyalty.join.response);
    expect((await recordOf(email)).enrolment).toMatchObject({ referral_code: null, source: 'instore' });
  });

  it('words the welcome in the site language and currency', async () => {
    const { browser } = await freshSignedIn('join-de');
    await ok(await post(browser, `/de-de${fapiPath(fapi.loyalty.join)}`), fapi.loyalty.join.response);
    const welcome = await ok(await get(browser, `/de-de${fapiPath(fapi.loyalty.welcome)}`), fapi.loyalty.welcome.response);
    expect(welcome).toMatchObject({ title: 'Willkommen bei XPLR Pass', currency: 'EUR', voucher: { amountInCurrency: 5 } });
    expect(welcome.message).toMatch(/5,00\s€/u);
    const nb = await ok(await get(browser, `/nb-no${fapiPath(fapi.loyalty.summary)}`), fapi.loyalty.summary.response);
    expect(nb.vouchers.map((voucher) => voucher.amountInCurrency)).toEqual([50, 100, 250]);
    expect(nb.currency).toBe('NOK');
  });

  it('refuses a guest (REW401), a body it cannot read (API400) and another site (API403), joining no one', async () => {
    const guest = shopper();
    expect(await balanceOf(guest)).toEqual({ enabled: true, isLoyaltyMember: false, balance: null });
    await refusalOf(await post(guest, fapiPath(fapi.loyalty.join)), 401, 'REW401');
    await refusalOf(await get(guest, fapiPath(fapi.loyalty.summary)), 401, 'REW401');
    await refusalOf(await get(guest, fapiPath(fapi.loyalty.welcome)), 401, 'REW401');

    const { browser, email } = await freshSignedIn('join-refused');
    await refusalOf(await post(browser, fapiPath(fapi.loyalty.join), { referral_code: 'not a code!' }), 400, 'API400');
    await refusalOf(await post(browser, fapiPath(fapi.loyalty.join), { memberId: 'M0000000001' }), 400, 'API400');
    const crossSite = await browser.fetch(fapiPath(fapi.loyalty.join), { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' });
    expect(crossSite.status).toBe(403);
    expect(ErrorResponseSchema.parse(await crossSite.json()).errorDetails[0]?.errorId).toBe('API403');
    expect((await recordOf(email)).enrolment).toBeNull();
  });
});

describe('the loyalty flag', () => {
  it('switched off, refuses every call with LOYALTY_UNAVAILABLE and leaves the balance absent', async () => {
    const { browser, email } = await freshSignedIn('flag-off', { loyaltyPoints: 1200 });
    expect(await ok(await get(browser, fapiPath(fapi.loyalty.balance), FLAG_OFF), fapi.loyalty.balance.response)).toMatchObject({ enabled: false, balance: null });
    const refused = await refusalOf(await get(browser, fapiPath(fapi.loyalty.summary), FLAG_OFF), 404, 'LOYALTY_UNAVAILABLE');
    expect(refused.message).toBe('XPLR Pass is not available on this site right now.');
    await refusalOf(await get(browser, fapiPath(fapi.loyalty.welcome), FLAG_OFF), 404, 'LOYALTY_UNAVAILABLE');
    await refusalOf(await post(browser, fapiPath(fapi.loyalty.join), {}, FLAG_OFF), 404, 'LOYALTY_UNAVAILABLE');
    const nb = await refusalOf(await get(browser, `/nb-no${fapiPath(fapi.loyalty.summary)}`, FLAG_OFF), 404, 'LOYALTY_UNAVAILABLE');
    expect(nb.message).toBe('XPLR Pass er ikke tilgjengelig på dette nettstedet akkurat nå.');
    // On, the same member reads their points.
    expect((await summaryOf(browser)).balance).toBe(1200);
    expect((await recordOf(email)).entries).toEqual([]);
  });
});

/** The basket shipped and billed to a US address. */
async function addressed(browser: Shopper) {
  await addToCart(browser, JACKET());
  await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
  return stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
}

/** Pays what is left by the approved test card and places the order: its number. */
async function payAndPlace(browser: Shopper): Promise<string> {
  expect((await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' })).status).toBe(200);
  const token = await providerToken('4111111111111111');
  await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
  const placed = await answerOf(await placeOrder(browser));
  if (placed.status !== 'placed') throw new Error('the order was held for a challenge');
  return placed.order.orderNumber;
}

const orderOf = async (browser: Shopper, orderNo: string) => OrderSchema.parse(await (await browser.fetch(`/fapi/account/orders/${orderNo}`)).json());

describe('points on a table of orders', () => {
  it('earns on each order, spends a voucher, and a cancel and a return take back what their order moved', async () => {
    const { browser, email } = await freshSignedIn('points', { loyaltyPoints: 600 });

    // Order A: a card pays it all; it earns a point per whole dollar of its goods.
    await addressed(browser);
    const orderA = await payAndPlace(browser);
    const earnedA = Math.floor((await orderOf(browser, orderA)).totals.itemTotal);
    expect(earnedA).toBeGreaterThan(0);
    expect((await summaryOf(browser)).balance).toBe(600 + earnedA);

    // Order B: a 500-point voucher pays part; the voucher is spent from the balance before B earns.
    await addressed(browser);
    const voucher = await stateOf(await send(browser, 'POST', '/loyalty-voucher', { points: 500 }));
    expect(voucher.cart.totals.appliedRewards).toEqual([{ type: 'LOYALTY_POINTS', amount: 5, points: 500 }]);
    const orderB = await payAndPlace(browser);
    const earnedB = Math.floor((await orderOf(browser, orderB)).totals.itemTotal);
    expect((await summaryOf(browser)).balance).toBe(600 + earnedA - 500 + earnedB);

    // Cancelling B gives the voucher's points back and takes B's points away.
    const cancelled = await post(browser, `/fapi/account/orders/${orderB}/cancel`);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await summaryOf(browser)).balance).toBe(600 + earnedA);
    // A second cancel is refused and moves nothing.
    expect((await post(browser, `/fapi/account/orders/${orderB}/cancel`)).status).toBe(409);
    expect((await summaryOf(browser)).balance).toBe(600 + earnedA);

    // A returns its one jacket once delivered: the points it earned go back.
    const delivered = await config.MOCKS.fetch(`https://mocks.internal/__test/orders/${orderA}/deliver`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(delivered.status).toBe(200);
    const line = (await orderOf(browser, orderA)).items.find((item) => !item.digital)!;
    const returned = await post(browser, `/fapi/account/orders/${orderA}/returns`, { items: [{ itemId: line.itemId, qty: 1 }], reason: 'TOO_SMALL' });
    expect(returned.status, await returned.clone().text()).toBe(200);
    const summary = await summaryOf(browser);
    expect(summary.balance).toBe(600);

    // The history lists every movement, newest first; the mocks' ledger holds nothing unapplied.
    expect(summary.history.map((entry) => [entry.type, entry.points, entry.orderNo])).toEqual([
      ['returned', -earnedA, orderA],
      ['cancelled', 500 - earnedB, orderB],
      ['earned', earnedB, orderB],
      ['redeemed', -500, orderB],
      ['earned', earnedA, orderA],
    ]);
    const record = await recordOf(email);
    expect(record.balance).toBe(600);
    expect(record.entries.every((entry) => entry.applied === 1)).toBe(true);
    // The profile the account pages read says the same.
    const profile = await (await browser.fetch('/fapi/account/profile')).json() as { loyaltySummary: { points: { balance: number } } };
    expect(profile.loyaltySummary.points.balance).toBe(600);
  });

  it('earns nothing for a shopper who is no member', async () => {
    const { browser, email } = await freshSignedIn('points-plain');
    await addressed(browser);
    await payAndPlace(browser);
    expect((await recordOf(email)).entries).toEqual([]);
  });
});

describe('the Rewards page', () => {
  const PAGE = '/en-us/account/loyalty';

  it('offers the programme to a shopper who has not joined, then draws the member’s balance, vouchers and history', async () => {
    const { browser } = await freshSignedIn('rewards-page');
    const before = await get(browser, PAGE);
    const offer = await before.text();
    expect(before.status, offer).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(offer).toContain('id="rewards-offer"');
    expect(offer).toContain('$25.00 voucher for 2,500 points');
    expect(offer).not.toContain('rewards-balance');

    await ok(await post(browser, fapiPath(fapi.loyalty.join)), fapi.loyalty.join.response);
    const after = await (await get(browser, PAGE)).text();
    expect(after).toMatch(/data-testid="rewards-balance"[^>]*>500 points</);
    expect(after).toContain('500 more points needed');
    expect(after).toContain('Welcome bonus');
    expect(after).toContain('data-block="rich-text"');
  });

  it('explains a long-standing member’s balance: their history adds up to it, store purchases included, in their language', async () => {
    const lena = await registeredShopper('lena.larsen@example.com');
    const summary = await summaryOf(lena);
    expect(summary.history.reduce((sum, entry) => sum + entry.points, 0)).toBe(summary.balance);
    expect(summary.history.at(-1)).toMatchObject({ type: 'welcome', points: WELCOME_BONUS_POINTS });
    expect(summary.history.some((entry) => entry.type === 'earned' && entry.orderNo === null)).toBe(true);
    const page = await (await get(lena, '/nb-no/account/loyalty')).text();
    expect(page).toContain('Opptjent på et kjøp i butikk');
    expect(page).toContain('Velkomstbonus');
  });

  it('is the CMS content alone where the site has switched the programme off', async () => {
    const { browser } = await freshSignedIn('rewards-off');
    const response = await get(browser, PAGE, FLAG_OFF);
    const html = await response.text();
    expect(response.status, html).toBe(200);
    expect(html).toContain('data-block="rich-text"');
    // The footer and the pop-ups may still name the programme; the section draws neither offer nor balance.
    expect(html).toContain('"programme":null');
    expect(html).not.toContain('id="rewards-offer"');
    expect(html).not.toContain('rewards-balance');
  });
});
