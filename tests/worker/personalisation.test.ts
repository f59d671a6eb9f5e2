import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env';
import { recordingMocks, request } from './helpers';
import { serializeOptanonConsent } from '../../shared/decisions/consent';
import { signVisitorSummary } from '../../worker/decisions';
import type { VisitorRole } from '../../shared/decisions/personalisation';
import { monetateIdFor } from '../fixtures/visitors';
import { STATE_ELEMENT_ID } from '../../client/app/App';
import type { AppState } from '../../shared/page';

const PAGE = '/en-us/kitchen-sink';
const SECRET = (env as unknown as Env).VISITOR_SECRET;
const EMEA: Partial<Env> = { CONSENT_DEFAULT_REGION: 'EMEA' };
// A generous budget where a decision is expected, so a busy test machine cannot turn it into a miss.
const NORTH_AMERICA: Partial<Env> = { CONSENT_DEFAULT_REGION: 'NA', PERSONALISATION_BUDGET_MS: '1500' };
const EMEA_PATIENT: Partial<Env> = { ...EMEA, PERSONALISATION_BUDGET_MS: '1500' };
const BASELINE = 'Find your next adventure';
const SALE = 'Up to 40% off last season';

const engineCalls = <T extends { url: URL }>(calls: T[]) => calls.filter((call) => call.url.pathname.startsWith('/api/engine/'));
const pixelCalls = <T extends { url: URL }>(calls: T[]) => calls.filter((call) => call.url.pathname === '/v2/zaius.gif');

/** The rendered markup without scripts: the state JSON names every variant's copy. */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

function stateOf(html: string): AppState {
  const match = new RegExp(`<script id="${STATE_ELEMENT_ID}"[^>]*>(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no state');
  return JSON.parse(match[1]) as AppState;
}

async function member(customerId = 'C1001') {
  return signVisitorSummary(SECRET, { loggedIn: true, loyaltyMember: false, cartEmpty: true, roles: [], customerId });
}

describe('personalisation engine and visitor kind', () => {
  it('makes no decide call and sends no pixel without targeting consent (C0004)', async () => {
    const { binding, calls } = recordingMocks();
    const response = await request(PAGE, { headers: { cookie: `rl_vk=${await member()}; mt.v=${monetateIdFor('v-sale')}` } }, { ...EMEA, MOCKS: binding });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(calls.length).toBeGreaterThan(0);
    expect(engineCalls(calls)).toEqual([]);
    // The browser's page view (the tracking pixel) is refused by the worker too.
    const pageView = await request('/fapi/events', { method: 'POST', headers: { cookie: `mt.v=${monetateIdFor('v-sale')}`, 'content-type': 'application/json' }, body: JSON.stringify({ events: [{ type: 'pageView', page: PAGE }] }) }, { ...EMEA, MOCKS: binding });
    expect(pageView.status).toBe(204);
    expect(pixelCalls(calls)).toEqual([]);
    expect(markup(html)).toContain(BASELINE);
    expect(markup(html)).not.toContain(SALE);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('mt.v='))).toBe(false);
    expect(stateOf(html).personalisation.decision).toBeNull();
  });

  it('also stays silent when the consent cookie refuses targeting in EMEA', async () => {
    const { binding, calls } = recordingMocks();
    const refused = serializeOptanonConsent({ C0002: true, C0003: true, C0004: false }, new Date());
    await request(PAGE, { headers: { cookie: `OptanonConsent=${refused}` } }, { ...EMEA, MOCKS: binding });
    expect(engineCalls(calls)).toEqual([]);
    expect(pixelCalls(calls)).toEqual([]);
  });

  it('with C0004 renders the decided variant in the SSR HTML and hands the same decision to the browser', async () => {
    const { binding, calls } = recordingMocks();
    const monetateId = monetateIdFor('v-sale');
    const granted = serializeOptanonConsent({ C0002: true, C0003: true, C0004: true }, new Date());
    const response = await request(PAGE, { headers: { cookie: `OptanonConsent=${granted}; rl_vk=${await member()}; mt.v=${monetateId}`, referer: 'https://example.test/', 'user-agent': 'Mozilla/5.0 test' } }, { ...EMEA_PATIENT, MOCKS: binding });
    const html = await response.text();
    expect(markup(html)).toContain(SALE);
    expect(markup(html)).not.toContain(BASELINE);
    expect(markup(html)).toContain('data-variant-id="v-sale"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const state = stateOf(html);
    expect(state.personalisation.visitor).toEqual({ loggedIn: true, loyaltyMember: false, cartEmpty: true, roles: [] });
    expect(state.personalisation.decision?.experiences).toEqual([{ experienceId: 'exp-kitchen-sink-hero', variantId: 'v-sale' }]);
    // The recommendation block on the page renders the engine's products server-side.
    const recs = state.personalisation.decision?.recommendations.find((rec) => rec.widgetId === 'trending-jackets');
    expect(recs?.products.length).toBe(12);
    expect(markup(html)).toContain(recs!.products[0]!.url);

    const [decide] = engineCalls(calls);
    expect(decide?.url.pathname).toBe('/api/engine/v1/decide/ridgeline');
    const body = JSON.parse(decide!.body) as { monetateId: string; customerId?: string; channel: string; events: { eventType: string }[] };
    expect(body).toMatchObject({ monetateId, customerId: 'C1001', channel: 'ECOMM' });
    const types = body.events.map((event) => event.eventType);
    expect(types).toEqual(expect.arrayContaining(['monetate:context:PageView', 'monetate:decision:DecisionRequest', 'monetate:context:Language', 'monetate:context:UserAgent', 'monetate:context:Referrer', 'monetate:context:Cart', 'monetate:context:CustomVariables']));
    expect(types).not.toContain('monetate:context:ProductDetailView');

    // The page itself fires no pixel: the browser reports the page view it showed.
    expect(pixelCalls(calls)).toEqual([]);
    const pageView = await request('/fapi/events', { method: 'POST', headers: { cookie: `OptanonConsent=${granted}; mt.v=${monetateId}`, 'content-type': 'application/json' }, body: JSON.stringify({ events: [{ type: 'pageView', page: PAGE }] }) }, { ...EMEA_PATIENT, MOCKS: binding });
    expect(pageView.status).toBe(202);
    const [pixel] = pixelCalls(calls);
    expect(pixel?.url.searchParams.get('event_type')).toBe('pageview');
    expect(JSON.parse(pixel!.url.searchParams.get('data')!)).toMatchObject({ page: PAGE });
    expect(JSON.parse(pixel!.url.searchParams.get('identifiers')!)).toEqual({ monetate_id: monetateId });

    // The engine stored every call it received.
    const stored = await (env as unknown as Env).MOCKS.fetch(`https://mocks.test/api/engine/v1/calls?monetateId=${monetateId}`);
    const { calls: received } = (await stored.json()) as { calls: { kind: string }[] };
    expect(received.map((call) => call.kind).sort()).toEqual(['decide', 'pixel']);
  });

  it('shows the baselines for the control group and a fresh visitor gets an engine id cookie', async () => {
    const { binding } = recordingMocks();
    const control = await request(PAGE, { headers: { cookie: `rl_vk=${await member()}; mt.v=${monetateIdFor(null)}` } }, { ...NORTH_AMERICA, MOCKS: binding });
    const html = await control.text();
    expect(markup(html)).toContain(BASELINE);
    expect(markup(html)).not.toContain(SALE);
    expect(stateOf(html).personalisation.decision?.experiences).toEqual([{ experienceId: 'exp-kitchen-sink-hero', variantId: null }]);

    const fresh = await request(PAGE, {}, { ...NORTH_AMERICA, MOCKS: binding });
    await fresh.text();
    expect(fresh.headers.getSetCookie().find((cookie) => cookie.startsWith('mt.v='))).toMatch(/^mt\.v=2\.\d+\.\d{13}; .*HttpOnly; Secure; SameSite=Lax/);
  });

  it('shows the baselines when the engine misses its time budget, without waiting for it', async () => {
    const mocks = (env as unknown as Env).MOCKS;
    // The engine is asked, and holds its answer until the page is complete (or, if the page
    // waits for it after all, answers after 2 s so the test fails on the assertion, not a timeout).
    const asked: string[] = [];
    let answered = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 2000);
    });
    let engineAnswer: Promise<Response> | undefined;
    const slow = {
      fetch(input: RequestInfo | URL, init?: RequestInit) {
        const upstream = new Request(input as RequestInfo, init);
        if (!new URL(upstream.url).pathname.startsWith('/api/engine/')) return mocks.fetch(upstream);
        asked.push(new URL(upstream.url).pathname);
        engineAnswer = held.then(() => {
          answered = true;
          return mocks.fetch(upstream.url, { method: upstream.method, headers: upstream.headers, body: upstream.body });
        });
        return engineAnswer;
      },
    } as unknown as Fetcher;
    const response = await request(PAGE, { headers: { cookie: `rl_vk=${await member()}; mt.v=${monetateIdFor('v-sale')}`, 'x-html-cache': 'bypass' } }, { CONSENT_DEFAULT_REGION: 'NA', MOCKS: slow });
    const html = await response.text();
    expect(asked).toEqual(['/api/engine/v1/decide/ridgeline']);
    expect(answered, 'the page waited for the engine').toBe(false);
    expect(markup(html)).toContain(BASELINE);
    expect(markup(html)).not.toContain(SALE);
    expect(stateOf(html).personalisation.decision).toBeNull();
    release();
    await engineAnswer?.catch(() => undefined);
  });

  it('asks for a decision until a page is known to show nothing personalised, then reports its page view alone', async () => {
    const { binding, calls } = recordingMocks();
    // A page of its own (a shareable page's address is its key), so no earlier view taught this isolate about it:
    // the not-found page, which shows nothing personalised.
    const page = `/en-us/no-such-page-${crypto.randomUUID()}`;
    for (let view = 0; view < 2; view += 1) {
      const response = await request(page, { headers: { cookie: `mt.v=${monetateIdFor('v-sale')}` } }, { ...NORTH_AMERICA, MOCKS: binding });
      expect(response.status).toBe(404);
      expect(stateOf(await response.text()).personalisation.decision).toBeNull();
    }
    const sent = engineCalls(calls).map((call) => (JSON.parse(call.body) as { events: { eventType: string }[] }).events.map((event) => event.eventType));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(expect.arrayContaining(['monetate:context:PageView', 'monetate:decision:DecisionRequest']));
    expect(sent[1]).toContain('monetate:context:PageView');
    expect(sent[1]).not.toContain('monetate:decision:DecisionRequest');
  });

  it('treats a tampered visitor cookie as the anonymous visitor', async () => {
    const { binding, calls } = recordingMocks();
    const [payload, mac] = (await member()).split('.') as [string, string];
    const forged = btoa(JSON.stringify({ loggedIn: true, loyaltyMember: true, cartEmpty: true, roles: ['employee'], customerId: 'C1001', exp: Date.now() + 60_000 })).replace(/=+$/, '');
    for (const cookie of [`${forged}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`]) {
      const response = await request(PAGE, { headers: { cookie: `rl_vk=${cookie}; mt.v=${monetateIdFor('v-sale')}` } }, { ...NORTH_AMERICA, MOCKS: binding });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(stateOf(html).personalisation.visitor).toEqual({ loggedIn: false, loyaltyMember: false, cartEmpty: true, roles: [] });
      // The guest segment, and no member-only variant.
      expect(markup(html)).toContain('New to Ridgeline?');
      expect(markup(html)).not.toContain('Welcome back, XPLR Pass member');
      expect(markup(html)).not.toContain(SALE);
    }
    // One decide call per page, and none of them names the forged customer.
    expect(engineCalls(calls)).toHaveLength(2);
    for (const call of engineCalls(calls)) expect(JSON.parse(call.body)).not.toHaveProperty('customerId');
  });

  it('lets a test hook make the visitor a loyalty member outside production, and not in production', async () => {
    const hook = await request('/fapi/test/visitor?kind=loyalty');
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ segmentKey: 'loyal.empty', customerId: 'test-loyalty' });
    const cookie = hook.headers.getSetCookie().find((value) => value.startsWith('rl_vk='))!;
    expect(cookie).toMatch(/HttpOnly/);
    const page = await request(PAGE, { headers: { cookie: cookie.split(';')[0]! } }, EMEA);
    const html = await page.text();
    expect(markup(html)).toContain('Welcome back, XPLR Pass member');
    expect(stateOf(html).personalisation.visitor.loyaltyMember).toBe(true);

    expect((await request('/fapi/test/visitor?kind=nobody')).status).toBe(400);
    expect((await request('/fapi/test/visitor?kind=loyalty', {}, { ENVIRONMENT: 'production' })).status).toBe(404);
  });

  it('lets the p13n_testcontext cookie force a segment and a variant', async () => {
    const { binding, calls } = recordingMocks();
    const response = await request(PAGE, { headers: { cookie: 'p13n_testcontext=ks-segment-members,v-sale' } }, { ...EMEA, MOCKS: binding });
    const html = await response.text();
    expect(markup(html)).toContain('Welcome back, XPLR Pass member');
    expect(markup(html)).toContain(SALE);
    expect(markup(html)).not.toContain(BASELINE);
    expect(stateOf(html).personalisation.testContext).toEqual(['ks-segment-members', 'v-sale']);
    expect(engineCalls(calls)).toEqual([]);
  });

  it('forwards the browser record events to the engine only with targeting consent and an engine id', async () => {
    const post = (body: unknown, cookie: string, overrides: Partial<Env>) =>
      request('/fapi/events', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ events: [body] }) }, overrides);
    const monetateId = monetateIdFor('v-sale');
    const { binding, calls } = recordingMocks();
    const click = { type: 'recClicks', recTokens: ['trending-jackets-abc.0.JK619948'] };

    expect((await post(click, `mt.v=${monetateId}`, { ...EMEA, MOCKS: binding })).status).toBe(204);
    expect((await post(click, '', { ...NORTH_AMERICA, MOCKS: binding })).status).toBe(204);
    expect(engineCalls(calls)).toEqual([]);

    expect((await post({ type: 'recClicks', recTokens: [] }, `mt.v=${monetateId}`, { ...NORTH_AMERICA, MOCKS: binding })).status).toBe(400);
    expect((await post({ type: 'recImpressions', recTokens: Array.from({ length: 25 }, (_, i) => `t${i}`) }, `mt.v=${monetateId}`, { ...NORTH_AMERICA, MOCKS: binding })).status).toBe(400);

    expect((await post(click, `mt.v=${monetateId}`, { ...NORTH_AMERICA, MOCKS: binding })).status).toBe(202);
    expect((await post({ type: 'pageEvents', pageEvents: ['kitchen_sink_experience'] }, `mt.v=${monetateId}`, { ...NORTH_AMERICA, MOCKS: binding })).status).toBe(202);
    const bodies = engineCalls(calls).map((call) => JSON.parse(call.body) as { monetateId: string; events: unknown[] });
    expect(bodies).toEqual([
      { channel: 'ECOMM', monetateId, events: [{ eventType: 'monetate:record:RecClicks', recClicks: click.recTokens }] },
      { channel: 'ECOMM', monetateId, events: [{ eventType: 'monetate:record:PageEvents', pageEvents: ['kitchen_sink_experience'] }] },
    ]);
  });

  it('re-decides a page on the recalculate call: the engine with consent, nothing without', async () => {
    const decisions = (page: unknown, cookie: string, overrides: Partial<Env>) =>
      request('/fapi/personalisation/decisions', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ page }) }, overrides);
    const { binding, calls } = recordingMocks();

    const refused = await decisions(PAGE, `mt.v=${monetateIdFor('v-sale')}`, { ...EMEA, MOCKS: binding });
    expect(await refused.json()).toEqual({ decision: null });
    expect(engineCalls(calls)).toEqual([]);

    const granted = await decisions(PAGE, `mt.v=${monetateIdFor('v-sale')}; rl_vk=${await member()}`, { ...NORTH_AMERICA, MOCKS: binding });
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toBe('private, no-store');
    const { decision } = (await granted.json()) as { decision: AppState['personalisation']['decision'] };
    expect(decision?.experiences).toContainEqual({ experienceId: 'exp-kitchen-sink-hero', variantId: 'v-sale' });
    expect(decision?.recommendations.find((rec) => rec.widgetId === 'trending-jackets')?.products).toHaveLength(12);
    const [decide] = engineCalls(calls);
    expect((JSON.parse(decide!.body) as { events: { eventType: string }[] }).events.map((event) => event.eventType)).toContain('monetate:decision:DecisionRequest');

    // A visitor the engine has not met yet gets its id on this answer.
    const fresh = await decisions(PAGE, '', { ...NORTH_AMERICA, MOCKS: binding });
    expect(fresh.headers.getSetCookie().some((cookie) => /^mt\.v=2\.\d+\.\d{13};.*HttpOnly/.test(cookie))).toBe(true);

    for (const bad of ['https://evil.example/', 'no-slash', '/en-us?x=1']) expect((await decisions(bad, '', NORTH_AMERICA)).status).toBe(400);
  });
});

describe('role banners', () => {
  const BANNERS = {
    employee: 'Associate discount: your employee pricing is applied at checkout',
    athlete: 'Athlete credit: your annual credit is ready to spend at checkout',
    ipa: 'IPA member pricing is applied to everything in your cart',
    wranx: 'WRANX discount: your member price shows at checkout',
  } as const;

  it('shows exactly one, by precedence: employee, then athlete, then IPA, then Wranx', async () => {
    const cases: [VisitorRole[], keyof typeof BANNERS | null][] = [
      [['wranx', 'ipa', 'athlete', 'employee'], 'employee'],
      [['wranx', 'ipa', 'athlete'], 'athlete'],
      [['wranx', 'ipa'], 'ipa'],
      [['wranx'], 'wranx'],
      [[], null],
    ];
    for (const [roles, expected] of cases) {
      const summary = await signVisitorSummary(SECRET, { loggedIn: true, loyaltyMember: true, cartEmpty: true, roles, customerId: 'C2001' });
      const html = markup(await (await request('/en-us', { headers: { cookie: `rl_vk=${summary}` } })).text());
      const shown = Object.entries(BANNERS).filter(([, text]) => html.includes(text)).map(([role]) => role);
      expect(shown, roles.join('+')).toEqual(expected ? [expected] : []);
      expect(html.includes('class="site-fragment role-banner"'), roles.join('+')).toBe(expected !== null);
    }
    // A visitor nobody signed in for has no role, so no banner.
    expect(markup(await (await request('/en-us')).text())).not.toContain('role-banner');
  });
});

describe('second recommendation engine', () => {
  it('answers one array of sets for the page through the proxy, which blocks read by index', async () => {
    const response = await request('/api/products/v1/recommendationSets?categoryId=10101&count=6');
    expect(response.status).toBe(200);
    const { sets } = (await response.json()) as { sets: { name: string; products: { recToken: string; productId: string }[] }[] };
    expect(sets.map((set) => set.name)).toEqual(['Top rated for you', 'New in', 'Trending gear']);
    for (const set of sets) expect(set.products).toHaveLength(6);
    // A product's own page never recommends that product.
    const forProduct = (await (await request('/api/products/v1/recommendationSets?productId=JK619948')).json()) as { sets: { products: { productId: string }[] }[] };
    expect(forProduct.sets.flatMap((set) => set.products).some((product) => product.productId === 'JK619948')).toBe(false);
    const bad = await request('/api/products/v1/recommendationSets?count=99');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe('API400');
  });
});
