import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import { request } from './helpers';

const config = env as unknown as Env;
const ON: Partial<Env> = { HTML_CACHE: 'on' };
// A returning visitor: a fixed id keeps the experiment variations, and with them the cache key, the same.
const VISITOR = { cookie: `${VUID_COOKIE}=vuid_0123456789abcdef01234567` };
const CATALOG = '/products/v2/catalog';
// Longer than the page waits on one upstream (the region's budget) before rendering without it.
const PAST_BUDGET_MS = 8000;
const PRODUCT_LINK = /href="\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6}"/;
// Each test asks for a listing view of its own, so no cache layer (HTML or catalogue) answers it from another test.
const listingPath = () => `/en-us/c/mens-jackets-10101?sort=newest&size=M&color=${crypto.randomUUID().slice(0, 8)}`;

/** The mocks, with the listing's catalogue call answered by `answer` instead. */
function catalogueAnswering(answer: (request: Request, signal: AbortSignal | null | undefined) => Promise<Response>): Fetcher {
  return {
    async fetch(input: RequestInfo, init?: RequestInit) {
      const upstream = new Request(input, init);
      if (new URL(upstream.url).pathname === CATALOG) return answer(upstream, init?.signal);
      return config.MOCKS.fetch(upstream);
    },
  } as unknown as Fetcher;
}

/** A catalogue that answers only after the budget, unless the caller gives up first (as the page does). */
const slowCatalogue = catalogueAnswering(
  (upstream, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(config.MOCKS.fetch(upstream)), PAST_BUDGET_MS);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
);

async function get(path: string, overrides: Partial<Env> = {}) {
  const response = await request(path, { headers: VISITOR }, { ...ON, ...overrides });
  return { response, html: await response.text() };
}

describe('the HTML cache keeps degraded renders out', { timeout: 60_000 }, () => {
  // The visitor's first page remembers their segments in a cookie, and a page that sets one is not stored: met here first.
  beforeAll(async () => {
    await get(`/en-us/search?q=warm-${crypto.randomUUID().slice(0, 8)}`);
  }, 60_000);

  it('serves a listing whose grid missed its budget once, and renders the next request again', async () => {
    const path = listingPath();
    const degraded = await get(path, { MOCKS: slowCatalogue });
    expect(degraded.response.status).toBe(200);
    expect(degraded.response.headers.get('x-cache')).toBe('MISS');
    expect(degraded.html).not.toMatch(PRODUCT_LINK);
    expect(degraded.response.headers.get('cache-control')).not.toMatch(/public|max-age=[1-9]\d{2,}/);

    const next = await get(path);
    expect(next.response.headers.get('x-cache')).toBe('MISS');
    expect(next.html).toMatch(PRODUCT_LINK);
    // The whole page, once rendered, is the one shared.
    const shared = await get(path);
    expect(shared.response.headers.get('x-cache')).toBe('HIT');
    expect(shared.html).toMatch(PRODUCT_LINK);
  });

  it('does not share a listing the backend turned away under load (429)', async () => {
    const path = listingPath();
    const busy = catalogueAnswering(async () =>
      Response.json({ errorDetails: [{ errorId: 'API429', message: 'Too many requests' }], appId: 'mocks', correlationId: 'c' }, { status: 429, headers: { 'retry-after': '1' } }),
    );
    const turnedAway = await get(path, { MOCKS: busy });
    expect(turnedAway.response.status).toBe(200);
    expect(turnedAway.html).not.toMatch(PRODUCT_LINK);
    const next = await get(path);
    expect(next.response.headers.get('x-cache')).toBe('MISS');
    expect(next.html).toMatch(PRODUCT_LINK);
  });

  it('stores nothing however often a region fails, and shares the first whole render', async () => {
    const path = listingPath();
    const failing = catalogueAnswering(async () => new Response('down', { status: 503 }));
    await get(path, { MOCKS: failing });
    const again = await get(path, { MOCKS: failing });
    expect(again.html).not.toMatch(PRODUCT_LINK);
    expect((await get(path)).response.headers.get('x-cache')).toBe('MISS');
  });
});
