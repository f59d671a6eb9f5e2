import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import type { ReceivedEvent } from '../../shared/decisions/experiments/event-batch';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../worker/env';
import { decideAll } from '../../worker/decisions/experiments';
import { loadDatafile } from '../../worker/decisions/experiments/datafile-store';
import { resolveUpstream } from '../../worker/upstream/endpoints';
import { DATAFILE_LAST_MODIFIED, EXPERIMENTS_SDK_KEY, isQualified, SEEDED_DATAFILE } from '../../mocks/data/experiments';
import { ORIGIN, recordingMocks, request, type RecordedCall } from './helpers';
import { HOME_HERO_GOLDEN, NUMERIC_ATTRIBUTE_GOLDEN, NUMERIC_AUDIENCE_DATAFILE } from '../fixtures/experiment-golden';
import { HOME_ATTRIBUTES, homeHeroVisitor } from '../fixtures/visitors';
import { serializeOptanonConsent } from '../../shared/decisions/consent';

const MOCKS = (env as unknown as Env).MOCKS;
const HOME = '/en-us';
const TREATMENT_HEADLINE = 'Go further. Stay dry.';
const CMS_HEADLINE = 'Made for the long way up';

/** The attributes the worker sends for an anonymous visitor on the US home page (no app, no personal data). */

function heroVariation(html: string): string | null {
  return /<div class="hero__content"[^>]*data-variation="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** The hero's rendered headline (the CMS copy also sits in AppState, so look at the markup). */
function heroHeadline(html: string): string | null {
  return /<div class="hero__content"[\s\S]*?<h1 class="banner-copy__title">([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

function vuidCookie(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('rl_vuid='));
  return cookie ?? null;
}


type Logged = Omit<ReceivedEvent, 'batch'> & { batch: { visitors: { attributes: { key: string }[]; snapshots: { events: Record<string, unknown>[] }[] }[] } };

async function received(visitorId: string): Promise<Logged[]> {
  const response = await MOCKS.fetch(`https://mocks.ridgeline.internal/experiments/v1/events?visitor_id=${visitorId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: never[] }).events;
}

describe('visitor id cookie', () => {
  it('is set once, on the first page response, as a first-party vuid_ cookie', async () => {
    const first = await request(HOME);
    expect(first.status).toBe(200);
    const cookie = vuidCookie(first);
    expect(cookie).toMatch(/^rl_vuid=vuid_[0-9a-f]{8,27};/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const id = /^rl_vuid=([^;]+)/.exec(cookie!)![1]!;
    const again = await request(HOME, { headers: { cookie: `rl_vuid=${id}` } });
    expect(vuidCookie(again)).toBeNull();
  });

  it('replaces an invalid id', async () => {
    const response = await request(HOME, { headers: { cookie: 'rl_vuid=not-a-vuid' } });
    expect(vuidCookie(response)).toMatch(/^rl_vuid=vuid_/);
  });

  it('is not set on non-page requests', async () => {
    const response = await request('/fapi/server/time');
    expect(vuidCookie(response)).toBeNull();
  });
});

describe('home hero experiment', () => {
  it('renders the variation the pure entry point gives, the same on every request', async () => {
    for (const variation of ['control', 'treatment'] as const) {
      const id = homeHeroVisitor(variation, 6);
      for (let i = 0; i < 3; i += 1) {
        const html = await (await request(HOME, { headers: { cookie: `rl_vuid=${id}` } })).text();
        expect(heroVariation(html)).toBe(variation);
        expect(heroHeadline(html)).toBe(variation === 'treatment' ? TREATMENT_HEADLINE : CMS_HEADLINE);
      }
    }
  });

  it('renders the variation recorded for each visitor id: workerd buckets as Node and the SDK did', async () => {
    for (const { id, homeHero } of HOME_HERO_GOLDEN) {
      expect(heroVariation(await (await request(HOME, { headers: { cookie: `rl_vuid=${id}` } })).text()), id).toBe(homeHero);
    }
  });

  it('decides number attributes in workerd as the SDK did in Node', () => {
    for (const { label, cartValue, rule } of NUMERIC_ATTRIBUTE_GOLDEN) {
      expect(decideAll(NUMERIC_AUDIENCE_DATAFILE, { id: 'vuid_0a1b2c3d4e5f', attributes: { siteId: 'us', cartValue } }).cart_nudge?.ruleKey, label).toBe(rule);
    }
  });

  it('hands the decisions to the browser in AppState', async () => {
    const id = homeHeroVisitor('treatment', 1);
    const html = await (await request(HOME, { headers: { cookie: `rl_vuid=${id}` } })).text();
    const state = JSON.parse(/<script id="__RIDGELINE_STATE__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { experiments: Record<string, { variationKey: string }> };
    expect(state.experiments.home_hero?.variationKey).toBe('treatment');
    // The visitor id stays out of the (cacheable) document.
    expect(html).not.toContain(id);
  });

  it('p13n_testcontext forces a variation outside production, not for shoppers in production', async () => {
    const id = homeHeroVisitor('control', 2);
    const headers = { cookie: `rl_vuid=${id}` };
    const forced = await (await request(`${HOME}?p13n_testcontext=home_hero:treatment`, { headers })).text();
    expect(heroVariation(forced)).toBe('treatment');
    expect(heroHeadline(forced)).toBe(TREATMENT_HEADLINE);
    const production = await (await request(`${HOME}?p13n_testcontext=home_hero:treatment`, { headers }, { ENVIRONMENT: 'production' })).text();
    expect(heroVariation(production)).toBe('control');
    const malformed = await request(`${HOME}?p13n_testcontext=${encodeURIComponent('<script>:x')}`, { headers });
    expect(malformed.status).toBe(200);
    expect(heroVariation(await malformed.text())).toBe('control');
  });

  it('a malformed, missing or unreachable datafile shows the baseline, never a 500', async () => {
    const answers: Record<string, () => Response | Promise<Response>> = {
      garbage: () => new Response('{"projectId": 12, "experiments": "oops"', { headers: { 'content-type': 'application/json' } }),
      missing: () => new Response('not found', { status: 404 }),
      broken: () => Promise.reject(new Error('connection reset')),
    };
    const logged = vi.spyOn(console, 'error');
    for (const [name, answer] of Object.entries(answers)) {
      logged.mockClear();
      const { binding: recorder, calls } = recordingMocks();
      const binding = {
        fetch(input: RequestInfo | URL, init?: RequestInit) {
          const url = new URL(new Request(input as RequestInfo, init).url);
          if (url.pathname.startsWith('/experiments/')) {
            calls.push({ url, method: 'GET', headers: new Headers(), body: '', at: performance.now() });
            return answer();
          }
          return recorder.fetch(input, init);
        },
      } as unknown as Fetcher;
      const response = await request(HOME, { headers: { cookie: 'rl_vuid=vuid_0badda7a' } }, { MOCKS: binding, OPTIMIZELY_SDK_KEY: `${name}-sdk-key` });
      expect(response.status, name).toBe(200);
      const html = await response.text();
      expect(heroVariation(html), name).toBe('baseline');
      expect(heroHeadline(html)).toBe(CMS_HEADLINE);
      expect(calls.some((call) => call.url.pathname === `/experiments/datafiles/${name}-sdk-key.json`), name).toBe(true);
      // A page sends no events, least of all without decisions.
      expect(calls.some((call) => call.url.pathname === '/experiments/v1/events'), name).toBe(false);
      // The error is logged, naming the SDK key, and never shown.
      expect(logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(`"sdkKey":"${name}-sdk-key"`)), name).toHaveLength(1);
      expect(html, name).not.toMatch(/datafile (fetch failed|unreachable)|invalid datafile/);
    }
    logged.mockRestore();
  });

  it('with experiments switched off (no SDK key) nothing is fetched and the baseline shows', async () => {
    const { binding, calls } = recordingMocks();
    const html = await (await request(HOME, {}, { MOCKS: binding, OPTIMIZELY_SDK_KEY: '' })).text();
    expect(heroVariation(html)).toBe('baseline');
    expect(calls.some((call) => call.url.pathname.startsWith('/experiments/'))).toBe(false);
  });
});

const EVENTS = '/fapi/events';
/** The body the browser posts for one experiment report. */
const eventsBody = (report: object) => JSON.stringify({ events: [{ type: 'experiments', ...report }] });

function report(id: string | null, body: unknown, overrides: Partial<Env> = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (id) headers.cookie = `rl_vuid=${id}`;
  return request(EVENTS, { method: 'POST', headers, body: eventsBody(body as object) }, overrides);
}

describe('decision and conversion events', () => {
  it('a page sends none itself: the browser reports the shown hero and the decision reaches the log after the 202', async () => {
    const id = homeHeroVisitor('treatment', 3);
    expect((await request(HOME, { headers: { cookie: `rl_vuid=${id}` } })).status).toBe(200);
    expect(await received(id)).toEqual([]);

    // Hold the log call until the response is in hand: the response must not wait for it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const logged: string[] = [];
    const binding = {
      async fetch(input: RequestInfo | URL, init?: RequestInit) {
        const upstream = new Request(input as RequestInfo, init);
        if (new URL(upstream.url).pathname === '/experiments/v1/events') {
          await gate;
          logged.push(await upstream.clone().text());
        }
        return MOCKS.fetch(upstream);
      },
    } as unknown as Fetcher;
    const ctx = createExecutionContext();
    const body = eventsBody({ page: HOME, impressions: ['home_hero'] });
    const response = await worker.fetch(new Request(`${ORIGIN}${EVENTS}`, { method: 'POST', headers: { cookie: `rl_vuid=${id}`, 'content-type': 'application/json' }, body }), { ...(env as unknown as Env), MOCKS: binding }, ctx);
    expect(response.status).toBe(202);
    expect(logged).toEqual([]);
    release();
    await waitOnExecutionContext(ctx);
    expect(logged).toHaveLength(1);

    const events = await received(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'decision', flagKey: 'home_hero', variationKey: 'treatment', ruleKey: 'home_hero_test' });
    expect(events[0]!.batch).toMatchObject({ account_id: '90001', project_id: '20260001', revision: '19', client_name: 'javascript-sdk', anonymize_ip: true, enrich_decisions: true });
    const keys = events[0]!.batch.visitors[0]!.attributes.map((attribute) => attribute.key).sort();
    expect(keys).toEqual(['$opt_bot_filtering', 'pageType', 'siteId']);
  });

  it('report only the flags shown: a page with no experiment component reports nothing for the hero', async () => {
    const id = homeHeroVisitor('control', 8);
    expect((await report(id, { page: HOME, impressions: ['no_such_flag'] })).status).toBe(204);
    expect(await received(id)).toEqual([]);
  });

  it('are not sent for a forced (QA) variation', async () => {
    const id = homeHeroVisitor('control', 4);
    expect((await report(id, { page: `${HOME}?p13n_testcontext=home_hero:treatment`, impressions: ['home_hero'] })).status).toBe(204);
    expect((await received(id)).filter((event) => event.flagKey === 'home_hero')).toEqual([]);
  });

  it('record a conversion for a goal the datafile knows', async () => {
    const id = homeHeroVisitor('control', 7);
    expect((await report(id, { page: '/en-us/p/mens-scree-softshell-jacket-JK619948', conversions: [{ key: 'add_to_cart', tags: { sku: 'JK619948001' } }] })).status).toBe(202);
    const [conversion] = await received(id);
    expect(conversion).toMatchObject({ kind: 'conversion', eventKey: 'add_to_cart', flagKey: null });
    expect(conversion!.batch.visitors[0]!.snapshots[0]!.events[0]).toMatchObject({ entity_id: '7001', key: 'add_to_cart', tags: { sku: 'JK619948001' } });
  });

  it('refuse a malformed report with API400, and attribute nothing without the visitor id cookie', async () => {
    for (const body of [{}, { page: HOME }, { page: 'https://evil.example/', impressions: ['home_hero'] }, { page: HOME, impressions: ['bad key!'] }]) {
      const response = await report('vuid_40000001', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe('API400');
    }
    const bad = await request(EVENTS, { method: 'POST', headers: { cookie: 'rl_vuid=vuid_40000001' }, body: '{not json' });
    expect(bad.status).toBe(400);
    const { binding, calls } = recordingMocks();
    expect((await report(null, { page: HOME, impressions: ['home_hero'] }, { MOCKS: binding })).status).toBe(204);
    expect(calls).toEqual([]);
  });

  it('are not sent for non-page requests', async () => {
    const { binding, calls } = recordingMocks();
    await request('/fapi/server/time', {}, { MOCKS: binding });
    expect(calls).toEqual([]);
  });
});

describe('without performance and analytics consent (C0002) in EMEA', () => {
  const EMEA: Partial<Env> = { CONSENT_DEFAULT_REGION: 'EMEA' };
  const consentCookie = (C0002: boolean) => `OptanonConsent=${serializeOptanonConsent({ C0002, C0003: false, C0004: false }, new Date())}`;

  it('sets no visitor id cookie and renders every flag as its baseline, before a choice or after refusing', async () => {
    for (const cookie of [undefined, consentCookie(false)]) {
      const response = await request(HOME, cookie ? { headers: { cookie } } : {}, EMEA);
      expect(response.status).toBe(200);
      expect(vuidCookie(response), cookie).toBeNull();
      const html = await response.text();
      expect(heroVariation(html)).toBe('baseline');
      expect(heroHeadline(html)).toBe(CMS_HEADLINE);
    }
    // A treatment visitor who once had an id still sees the baseline.
    const treated = homeHeroVisitor('treatment', 9);
    const html = await (await request(HOME, { headers: { cookie: `rl_vuid=${treated}` } }, EMEA)).text();
    expect(heroVariation(html)).toBe('baseline');
  });

  it('sends nothing to the event log, whatever the browser posts', async () => {
    const id = homeHeroVisitor('treatment', 10);
    const { binding, calls } = recordingMocks();
    const body = { page: HOME, impressions: ['home_hero'], conversions: [{ key: 'add_to_cart', tags: {} }] };
    for (const cookie of [`rl_vuid=${id}`, `rl_vuid=${id}; ${consentCookie(false)}`]) {
      const response = await request(EVENTS, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: eventsBody(body) }, { ...EMEA, MOCKS: binding });
      expect(response.status).toBe(204);
    }
    expect(calls.filter((call) => call.url.pathname.startsWith('/experiments/'))).toEqual([]);
    expect(await received(id)).toEqual([]);
  });

  it('with C0002, behaves as outside EMEA: the id is set, the visitor is decided and events reach the log', async () => {
    const first = await request(HOME, { headers: { cookie: consentCookie(true) } }, EMEA);
    expect(vuidCookie(first)).toMatch(/^rl_vuid=vuid_/);
    const id = homeHeroVisitor('treatment', 11);
    const cookie = `rl_vuid=${id}; ${consentCookie(true)}`;
    expect(heroVariation(await (await request(HOME, { headers: { cookie } }, EMEA)).text())).toBe('treatment');
    const response = await request(EVENTS, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: eventsBody({ page: HOME, impressions: ['home_hero'] }) }, EMEA);
    expect(response.status).toBe(202);
    expect(await received(id)).toMatchObject([{ kind: 'decision', flagKey: 'home_hero', variationKey: 'treatment' }]);
  });
});

describe('customer-data segments (ODP)', () => {
  const graphql = (calls: RecordedCall[]) => calls.filter((call) => call.url.pathname === '/experiments/v3/graphql');

  it('with targeting consent, asks the audience endpoint and decides with the qualified segments', async () => {
    const qualified = Array.from({ length: 40 }, (_, i) => `vuid_${(0x3000_0000 + i).toString(16)}`);
    const answers = await Promise.all(
      qualified.map(async (id) => {
        const { binding, calls } = recordingMocks();
        const response = await request(`/fapi/decisions?path=${HOME}`, { headers: { cookie: `rl_vuid=${id}` } }, { MOCKS: binding, CONSENT_DEFAULT_REGION: 'NA' });
        const body = (await response.json()) as { decisions: Record<string, { enabled: boolean; ruleKey: string }> };
        const [call] = graphql(calls);
        expect(call?.headers.get('x-api-key')).toBe('ridgeline-odp-public-key');
        expect(JSON.parse(call!.body)).toMatchObject({ variables: { userId: id, audiences: ['trail_runners'] } });
        expect(call!.body).toContain('customer(vuid: $userId)');
        return { id, trail: body.decisions.trail_picks! };
      }),
    );
    // The mock platform qualifies about half; each visitor's flag follows its verdict.
    for (const { id, trail } of answers) {
      expect(trail, id).toMatchObject(isQualified('trail_runners', id) ? { ruleKey: 'odp_trail_runners', enabled: true } : { ruleKey: 'everyone_else', enabled: false });
    }
    const on = answers.filter(({ trail }) => trail.enabled).length;
    expect(on).toBeGreaterThan(5);
    expect(on).toBeLessThan(35);
  });

  it("remembers a visitor's segments for 600 s in a signed HttpOnly cookie, so the next page asks nothing", async () => {
    const id = 'vuid_3000beef';
    const first = recordingMocks();
    const response = await request(HOME, { headers: { cookie: `rl_vuid=${id}` } }, { MOCKS: first.binding, CONSENT_DEFAULT_REGION: 'NA' });
    expect(graphql(first.calls)).toHaveLength(1);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('rl_seg='))!;
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/HttpOnly/);
    const segments = cookie.split(';')[0]!;
    const second = recordingMocks();
    await request(HOME, { headers: { cookie: `rl_vuid=${id}; ${segments}` } }, { MOCKS: second.binding, CONSENT_DEFAULT_REGION: 'NA' });
    expect(graphql(second.calls)).toEqual([]);
    // Another visitor's cookie, or a tampered one, is not believed.
    for (const replay of [`rl_vuid=vuid_3000cafe; ${segments}`, `rl_vuid=${id}; ${segments.slice(0, -2)}xx`]) {
      const third = recordingMocks();
      await request(HOME, { headers: { cookie: replay } }, { MOCKS: third.binding, CONSENT_DEFAULT_REGION: 'NA' });
      expect(graphql(third.calls), replay).toHaveLength(1);
    }
  });

  it('a visitor id minted by this response has no history, so the audience endpoint is not asked', async () => {
    const { binding, calls } = recordingMocks();
    const response = await request(HOME, {}, { MOCKS: binding, CONSENT_DEFAULT_REGION: 'NA' });
    expect(vuidCookie(response)).not.toBeNull();
    expect(graphql(calls)).toEqual([]);
  });

  it('without targeting consent (C0004), no call reaches the audience endpoint', async () => {
    const { binding, calls } = recordingMocks();
    const analyticsOnly = serializeOptanonConsent({ C0002: true, C0003: false, C0004: false }, new Date());
    const response = await request(HOME, { headers: { cookie: `rl_vuid=vuid_30000001; OptanonConsent=${analyticsOnly}` } }, { MOCKS: binding, CONSENT_DEFAULT_REGION: 'EMEA' });
    expect(response.status).toBe(200);
    expect(graphql(calls)).toEqual([]);
    // Decisions still happen, on the anonymous id alone.
    expect(heroVariation(await response.text())).not.toBe('baseline');
  });

  it('the mock audience endpoint needs the x-api-key', async () => {
    const body = JSON.stringify({ query: 'query($userId: String, $audiences: [String]) {customer(vuid: $userId) {audiences(subset: $audiences) {edges {node {name state}}}}}', variables: { userId: 'vuid_1234abcd', audiences: ['trail_runners'] } });
    const url = 'https://mocks.ridgeline.internal/experiments/v3/graphql';
    expect((await MOCKS.fetch(url, { method: 'POST', body })).status).toBe(401);
    const ok = await MOCKS.fetch(url, { method: 'POST', body, headers: { 'x-api-key': 'ridgeline-odp-public-key' } });
    const edges = ((await ok.json()) as { data: { customer: { audiences: { edges: { node: { name: string; state: string } }[] } } } }).data.customer.audiences.edges;
    expect(edges).toHaveLength(1);
    expect(edges[0]!.node.name).toBe('trail_runners');
    expect(['qualified', 'not_qualified']).toContain(edges[0]!.node.state);
  });
});

describe('GET /fapi/decisions', () => {
  it("returns the calling visitor's decisions, visitor kind, segment and consent", async () => {
    const id = homeHeroVisitor('treatment', 5);
    const response = await request(`/fapi/decisions?path=${encodeURIComponent(HOME)}`, { headers: { cookie: `rl_vuid=${id}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { decisions: Record<string, { variationKey: string }> };
    expect(body).toMatchObject({ path: HOME, visitorId: id, revision: '19', forced: {}, segmentKey: 'anon' });
    expect(body.decisions).toEqual(decideAll(SEEDED_DATAFILE, { id, attributes: HOME_ATTRIBUTES }));
    expect(body.consent).toHaveProperty('allowed');
    expect(body.visitor).toHaveProperty('loggedIn', false);
  });

  it('honours p13n_testcontext, rejects a bad path and is 404 in production', async () => {
    const forced = (await (await request(`/fapi/decisions?path=/en-us&p13n_testcontext=home_hero:control`)).json()) as { decisions: Record<string, { variationKey: string }> };
    expect(forced.decisions.home_hero?.variationKey).toBe('control');
    const bad = await request('/fapi/decisions?path=https://evil.example/');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('API400');
    expect((await request('/fapi/decisions?path=/en-us', {}, { ENVIRONMENT: 'production' })).status).toBe(404);
  });
});

describe('datafile', () => {
  it('the mock CDN answers If-Modified-Since with 304 when unchanged', async () => {
    const url = `https://mocks.ridgeline.internal/experiments/datafiles/${EXPERIMENTS_SDK_KEY}.json`;
    const fresh = await MOCKS.fetch(url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('last-modified')).toBe(DATAFILE_LAST_MODIFIED);
    expect(((await fresh.json()) as { revision: string }).revision).toBe('19');
    expect((await MOCKS.fetch(url, { headers: { 'if-modified-since': DATAFILE_LAST_MODIFIED } })).status).toBe(304);
    expect((await MOCKS.fetch(url, { headers: { 'if-modified-since': 'Sat, 31 Oct 2026 00:00:00 GMT' } })).status).toBe(200);
    expect((await MOCKS.fetch('https://mocks.ridgeline.internal/experiments/datafiles/unknown.json')).status).toBe(404);
  });

  it('after a failure, backs off instead of holding every page for the CDN', async () => {
    let fetches = 0;
    const upstream = {
      group: 'experiments' as const,
      mocked: true,
      async fetch() {
        fetches += 1;
        return new Response('down', { status: 503 });
      },
    };
    const pending: Promise<unknown>[] = [];
    const source = { sdkKey: 'backoff-sdk-key', upstream, kv: (env as unknown as Env).CONTENT_CACHE, waitUntil: (promise: Promise<unknown>) => pending.push(promise) };
    expect(await loadDatafile(source)).toBeNull();
    expect(fetches).toBe(1);
    // Within the backoff: baselines at once, no fetch.
    expect(await loadDatafile(source)).toBeNull();
    expect(fetches).toBe(1);
    // After it: still no wait, the retry runs in the background.
    expect(await loadDatafile({ ...source, now: Date.now() + 9000 })).toBeNull();
    await Promise.all(pending);
    expect(fetches).toBe(2);
  });

  it('is kept in KV and the isolate, and refreshed in the background with If-Modified-Since after the poll', async () => {
    const { binding, calls } = recordingMocks();
    const upstream = resolveUpstream({ ...(env as unknown as Env), MOCKS: binding }, 'experiments', true);
    const pending: Promise<unknown>[] = [];
    const source = { sdkKey: EXPERIMENTS_SDK_KEY, upstream, kv: (env as unknown as Env).CONTENT_CACHE, waitUntil: (promise: Promise<unknown>) => pending.push(promise) };
    const first = await loadDatafile(source);
    expect(first?.revision).toBe('19');
    expect(await (env as unknown as Env).CONTENT_CACHE.get(`experiments:datafile:mock:${EXPERIMENTS_SDK_KEY}`)).toContain('"revision":"19"');
    calls.length = 0;
    // Within the poll: no fetch at all.
    expect(await loadDatafile(source)).toBe(first);
    expect(calls).toEqual([]);
    // After the poll: the stale datafile is served at once and refreshed behind the response.
    expect(await loadDatafile({ ...source, now: Date.now() + 6 * 60 * 1000 })).toBe(first);
    await Promise.all(pending);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('if-modified-since')).toBe(DATAFILE_LAST_MODIFIED);
  });
});
