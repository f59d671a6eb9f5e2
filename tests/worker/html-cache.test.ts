import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { signPreviewToken } from '../../worker/content/middleware/preview';
import { signVisitorSummary, VISITOR_COOKIE } from '../../worker/decisions/visitor-summary';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import { ANONYMOUS_VISITOR } from '../../shared/decisions/personalisation';
import { OPTANON_COOKIE, serializeOptanonConsent } from '../../shared/decisions/consent';
import { nonceOf, recordingMocks, request, scriptTags } from './helpers';
import { homeHeroVisitor } from '../fixtures/visitors';

const config = env as unknown as Env;
// The worker project switches the cache off for every other test file (vitest.config.ts).
const ON: Partial<Env> = { HTML_CACHE: 'on' };
// Each test asks for its own page, so entries left by another test never answer it.
const unique = () => crypto.randomUUID().slice(0, 8);
const searchPath = () => `/en-us/search?q=fleece+${unique()}`;

/**
 * A returning visitor: experiment variations are bucketed by visitor id, so a
 * fixed one keeps the variation key, and with it the cache entry, the same.
 */
const VISITOR = `${VUID_COOKIE}=vuid_0123456789abcdef01234567`;

async function get(path: string, headers: Record<string, string> = {}, overrides: Partial<Env> = {}) {
  // An empty cookie asks for a first visit: no visitor id at all.
  const { cookie: extra, ...rest } = headers;
  const cookie = extra === undefined ? VISITOR : extra === '' ? undefined : `${VISITOR}; ${extra}`;
  const response = await request(path, { headers: cookie ? { ...rest, cookie } : rest }, { ...ON, ...overrides });
  return { response, html: await response.text() };
}

/** The scripts' nonces all equal the CSP header's, and there is at least one script. */
function expectNoncesMatch(response: Response, html: string) {
  const nonce = nonceOf(response);
  // Data blocks (type="application/json") never execute, so CSP does not apply to them.
  const tags = scriptTags(html).filter((tag) => !/type="application\/json"/.test(tag) || /nonce=/.test(tag));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).not.toContain('__rl-html-cache-');
  return nonce;
}

describe('edge HTML cache', () => {
  it('misses, then serves the same anonymous page from the cache without calling upstream', async () => {
    const path = searchPath();
    const { binding, calls } = recordingMocks();
    const first = await get(path, {}, { MOCKS: binding });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    const key = first.response.headers.get('x-cache-key');
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    const upstreamCalls = calls.length;
    expect(upstreamCalls).toBeGreaterThan(0);

    const second = await get(path, {}, { MOCKS: binding });
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.response.headers.get('x-cache-key')).toBe(key);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.response.headers.get('x-page-type')).toBe('search');
    // No page data is fetched; only the experiments layer, outside the cache, still reports its decisions.
    expect(calls.slice(upstreamCalls).map((call) => call.url.pathname).filter((pathname) => !pathname.startsWith('/experiments/'))).toEqual([]);
    expect(second.html.replace(/nonce="[^"]+"/g, '').replace(/"correlationId":"[^"]+"/, '')).toBe(
      first.html.replace(/nonce="[^"]+"/g, '').replace(/"correlationId":"[^"]+"/, ''),
    );
  });

  it('gives every hit its own nonce, matching its CSP, and its own correlation id', async () => {
    const path = searchPath();
    const miss = await get(path);
    const hitA = await get(path);
    const hitB = await get(path);
    expect([miss, hitA, hitB].map(({ response }) => response.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT']);
    const nonces = [miss, hitA, hitB].map(({ response, html }) => expectNoncesMatch(response, html));
    expect(new Set(nonces).size).toBe(3);
    for (const { response, html } of [miss, hitA, hitB]) {
      const correlationId = response.headers.get('x-correlation-id')!;
      expect(html).toContain(`"correlationId":"${correlationId}"`);
    }
  });

  it('ignores tracking and unknown parameters, and canonicalises listing filters into one entry', async () => {
    const q = `shell ${unique()}`;
    const first = await get(`/en-us/search?q=${encodeURIComponent(q)}&size=M&color=black&utm_source=news`);
    const second = await get(`/en-us/search?gclid=abc&color=black&q=${encodeURIComponent(q)}&size=M&whatever=1`);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    const other = await get(`/en-us/search?q=${encodeURIComponent(q)}&size=L&color=black`);
    expect(other.response.headers.get('x-cache')).toBe('MISS');
    expect(other.response.headers.get('x-cache-key')).not.toBe(first.response.headers.get('x-cache-key'));
  });

  it('keeps visitors with different consent classes apart', async () => {
    const path = searchPath();
    const ask = await get(`${path}&region=EMEA`);
    const askAgain = await get(`${path}&region=EMEA`);
    const granted = await get(`${path}&region=EMEA`, { cookie: `${OPTANON_COOKIE}=${serializeOptanonConsent({ C0002: true, C0003: true, C0004: true }, new Date())}` });
    const elsewhere = await get(path);
    expect([ask, askAgain, granted, elsewhere].map(({ response }) => response.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'MISS', 'MISS']);
    expect(new Set([ask, granted, elsewhere].map(({ response }) => response.headers.get('x-cache-key'))).size).toBe(3);
  });

  it("serves each variation and each segment its own HTML: never another visitor's, the second time from the cache", async () => {
    const heroHeadline = (html: string) => /<div class="hero__content"[\s\S]*?<h1 class="banner-copy__title">([^<]*)<\/h1>/.exec(html)?.[1];
    const control = `${VUID_COOKIE}=${homeHeroVisitor('control', 9)}`;
    const treatment = `${VUID_COOKIE}=${homeHeroVisitor('treatment', 9)}`;
    const loyal = `${VISITOR_COOKIE}=${await signVisitorSummary(config.VISITOR_SECRET, { ...ANONYMOUS_VISITOR, loggedIn: true, loyaltyMember: true })}`;
    // EMEA with no choice: nothing asks the engine, so the segmented page is cacheable.
    const SEGMENTED = '/en-us/kitchen-sink?region=EMEA';
    for (const round of [1, 2]) {
      const pages = await Promise.all(
        [
          ['/en-us', control],
          ['/en-us', treatment],
          [SEGMENTED, VISITOR],
          [SEGMENTED, `${VISITOR}; ${loyal}`],
        ].map(async ([path, cookie]) => {
          const response = await request(path!, { headers: { cookie: cookie! } }, ON);
          // The rendered markup: the state JSON carries every segment's copy.
          return { response, html: (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') };
        }),
      );
      const [controlPage, treatmentPage, guestPage, memberPage] = pages as [(typeof pages)[number], (typeof pages)[number], (typeof pages)[number], (typeof pages)[number]];
      expect(heroHeadline(controlPage.html), `round ${round}`).toBe('Made for the long way up');
      expect(heroHeadline(treatmentPage.html), `round ${round}`).toBe('Go further. Stay dry.');
      expect(guestPage.html).toContain('New to Ridgeline?');
      expect(guestPage.html).not.toContain('Welcome back, XPLR Pass member');
      expect(memberPage.html).toContain('Welcome back, XPLR Pass member');
      expect(memberPage.html).not.toContain('New to Ridgeline?');
      expect(controlPage.response.headers.get('x-cache-key')).not.toBe(treatmentPage.response.headers.get('x-cache-key'));
      expect(guestPage.response.headers.get('x-cache-key')).not.toBe(memberPage.response.headers.get('x-cache-key'));
      if (round === 2) expect(pages.map(({ response }) => response.headers.get('x-cache'))).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    }
  });

  it('keeps visitors with different segments apart; a signed-in class shares HTML, a cart bypasses', async () => {
    const path = searchPath();
    const loyal = `${VISITOR_COOKIE}=${await signVisitorSummary(config.VISITOR_SECRET, { ...ANONYMOUS_VISITOR, loggedIn: true, loyaltyMember: true })}`;
    const member = `${VISITOR_COOKIE}=${await signVisitorSummary(config.VISITOR_SECRET, { ...ANONYMOUS_VISITOR, loggedIn: true })}`;
    const withCart = `${VISITOR_COOKIE}=${await signVisitorSummary(config.VISITOR_SECRET, { ...ANONYMOUS_VISITOR, loggedIn: true, cartEmpty: false })}`;
    const anonymous = await get(path);
    const loyalFirst = await get(path, { cookie: `${loyal}; rl_usid=session-loyal-1` });
    const loyalOther = await get(path, { cookie: `${loyal}; rl_usid=session-loyal-2` });
    const memberFirst = await get(path, { cookie: `${member}; rl_usid=session-member-1` });
    const cart = await get(path, { cookie: `${withCart}; rl_usid=session-cart-1` });
    expect([anonymous, loyalFirst, loyalOther, memberFirst, cart].map(({ response }) => response.headers.get('x-cache'))).toEqual([
      'MISS',
      'MISS',
      'HIT',
      'MISS',
      'BYPASS',
    ]);
    expect(new Set([anonymous, loyalFirst, memberFirst].map(({ response }) => response.headers.get('x-cache-key'))).size).toBe(3);
  });

  it('bypasses a session or cart cookie without a readable visitor summary', async () => {
    const path = searchPath();
    await get(path);
    for (const cookie of ['rl_usid=abcdef0123456789', 'rl_cart=1']) {
      const { response } = await get(path, { cookie });
      expect(response.headers.get('x-cache'), cookie).toBe('BYPASS');
      expect(response.headers.get('x-cache-key')).toBeNull();
    }
  });

  it('bypasses editors: a valid preview, an editor cookie, and never stores a preview', async () => {
    const token = await signPreviewToken(config.PREVIEW_SECRET);
    const path = searchPath();
    const preview = await get(`${path}&preview=true`, { 'x-preview-token': token });
    expect(preview.response.headers.get('x-cache')).toBe('BYPASS');
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    const editor = await get(path, { cookie: `rl_preview=${token}` });
    expect(editor.response.headers.get('x-cache')).toBe('BYPASS');
    // Neither request stored anything: the first plain visitor misses.
    expect((await get(path)).response.headers.get('x-cache')).toBe('MISS');
  });

  it('bypasses QA overrides, the mock switch, the bypass header outside production and HTML_CACHE=off', async () => {
    const path = searchPath();
    await get(path);
    expect((await get(`${path}&p13n_testcontext=x`)).response.headers.get('x-cache')).toBe('BYPASS');
    expect((await get(`${path}&mock=all`)).response.headers.get('x-cache')).toBe('BYPASS');
    expect((await get(path, { 'x-html-cache': 'bypass' })).response.headers.get('x-cache')).toBe('BYPASS');
    expect((await get(path, {}, { HTML_CACHE: 'off' })).response.headers.get('x-cache')).toBe('BYPASS');
    expect((await get(path, { 'x-html-cache': 'bypass' }, { ENVIRONMENT: 'production' })).response.headers.get('x-cache')).toBe('HIT');
  });

  it('never serves a Set-Cookie from the cache: cookies are per response, added outside it', async () => {
    const path = searchPath();
    // A first visit: the experiments layer sets a new visitor id on the response it wraps.
    const first = await get(path, { cookie: '' });
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    const vuid = /rl_vuid=(vuid_[0-9a-f]+)/.exec(first.response.headers.get('set-cookie') ?? '')?.[1];
    expect(vuid).toBeDefined();
    // The visitor returns: now known to the customer-data platform, so asked about segments (which may
    // change a flag, hence a key of its own), and the answer is remembered in a cookie of this response.
    const back = await request(path, { headers: { cookie: `${VUID_COOKIE}=${vuid}` } }, ON);
    await back.text();
    const segments = back.headers.getSetCookie().find((cookie) => cookie.startsWith('rl_seg='))?.split(';')[0];
    expect(segments).toBeDefined();
    // Same visitor, same answer: the entry the last visit stored, served without any of its cookies.
    const returning = await request(path, { headers: { cookie: `${VUID_COOKIE}=${vuid}; ${segments}` } }, ON);
    await returning.text();
    expect(returning.headers.get('x-cache')).toBe('HIT');
    expect(returning.headers.get('set-cookie')).toBeNull();
    // Newcomers who land on a stored variation are served from the cache with their own new id.
    let newcomer: Response | undefined;
    for (let attempt = 0; attempt < 30 && newcomer?.headers.get('x-cache') !== 'HIT'; attempt += 1) {
      newcomer = await request(path, undefined, ON);
      await newcomer.text();
    }
    expect(newcomer!.headers.get('x-cache')).toBe('HIT');
    const newcomerCookies = newcomer!.headers.getSetCookie();
    expect(newcomerCookies).toHaveLength(1);
    expect(newcomerCookies[0]).toMatch(/^rl_vuid=vuid_[0-9a-f]+;/);
    expect(newcomerCookies[0]).not.toContain(vuid!);
  });

  it('does not cache error pages', async () => {
    const path = `/en-us/no-such-page-${unique()}`;
    const first = await get(path);
    const second = await get(path);
    expect([first, second].map(({ response }) => response.status)).toEqual([404, 404]);
    expect([first, second].map(({ response }) => response.headers.get('x-cache'))).toEqual(['BYPASS', 'BYPASS']);
    expect(second.response.headers.get('x-cache-key')).toBeNull();
  });

  it('does not store a page whose streamed region failed upstream', async () => {
    const real = config.MOCKS;
    const failingCatalog = {
      async fetch(input: RequestInfo, init?: RequestInit) {
        const upstream = new Request(input, init);
        if (new URL(upstream.url).pathname === '/products/v2/catalog') return new Response('down', { status: 500 });
        return real.fetch(upstream);
      },
    } as unknown as Fetcher;
    const path = `/en-us/c/womens-jackets-20101?size=Z${unique()}`;
    const degraded = await get(path, {}, { MOCKS: failingCatalog });
    expect(degraded.response.status).toBe(200);
    expect(degraded.html).toMatch(/data-deferred="listing">\{"ok":false/);
    const next = await get(path);
    expect(next.response.headers.get('x-cache')).toBe('MISS');
    expect(next.html).not.toMatch(/data-deferred="listing">\{"ok":false/);
    expect((await get(path)).response.headers.get('x-cache')).toBe('HIT');
  });

  it('is off where HTML_CACHE says so: every page renders', async () => {
    expect(config.HTML_CACHE).toBe('off');
    const path = searchPath();
    const first = await request(path);
    const second = await request(path);
    expect([first, second].map((response) => response.headers.get('x-cache'))).toEqual(['BYPASS', 'BYPASS']);
  });

  it('leaves non-page routes alone', async () => {
    const response = await request('/fapi/server/time', undefined, ON);
    expect(response.headers.get('x-cache')).toBeNull();
    const robots = await request('/robots.txt', undefined, ON);
    expect(robots.headers.get('x-cache')).toBeNull();
  });
});
