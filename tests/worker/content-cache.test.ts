import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { canvasCacheKey, canvasKvKey } from '../../worker/content';
import { getSite } from '../../shared/site';
import { recordingMocks, request } from './helpers';

const config = env as unknown as Env;
const site = (locale: string) => ({ site: getSite(locale)!, locale });
const pageKey = (locale: string, page: string) => canvasKvKey(canvasCacheKey(site(locale), { kind: 'page', page }));
const canvasCalls = (calls: { url: URL }[], page: string) => calls.filter((call) => call.url.pathname.endsWith('/canvas/page') && call.url.searchParams.get('page') === page);

function staleEntry(title: string, ageMs: number) {
  return JSON.stringify({
    storedAt: Date.now() - ageMs,
    result: { ok: true, data: { id: 'x', name: 'x', title, sections: { main: [{ id: 'stale-copy', type: 'rich-text', richText: `<p>${title}</p>` }] } } },
  });
}

/** The real mocks, except that one page's canvas fails the way a broken CMS does. */
function failingCms(mode: 'error' | 'timeout', page: string): Fetcher {
  const { binding } = recordingMocks();
  return {
    fetch(input: RequestInfo, init?: RequestInit) {
      if (new URL(new Request(input, init).url).searchParams.get('page') !== page) return binding.fetch(input, init);
      if (mode === 'error') return Promise.resolve(Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'General error' }], appId: 'cms', correlationId: 'x' }, { status: 500 }));
      // Never answers; like a real binding it gives up when the caller's signal aborts (the 1.5 s budget).
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    },
  } as unknown as Fetcher;
}

describe('canvas cache', () => {
  it('answers a second request from the cache without calling the CMS', async () => {
    const { binding, calls } = recordingMocks();
    await (await request('/en-gb/sale-terms', undefined, { MOCKS: binding })).text();
    await (await request('/en-gb/sale-terms', undefined, { MOCKS: binding })).text();
    expect(canvasCalls(calls, 'sale-terms')).toHaveLength(1);
    expect(await config.CONTENT_CACHE.get(pageKey('en-gb', 'sale-terms'))).toContain('"ok":true');
  });

  it('serves a KV copy written by another isolate without calling the CMS', async () => {
    await config.CONTENT_CACHE.put(pageKey('de-de', 'brand-terms'), staleEntry('Shared KV copy', 1000));
    const { binding, calls } = recordingMocks();
    const html = await (await request('/de-de/brand-terms', undefined, { MOCKS: binding })).text();
    expect(html).toContain('Shared KV copy');
    expect(canvasCalls(calls, 'brand-terms')).toHaveLength(0);
  });

  it('serves a stale copy at once and refreshes it in the background', async () => {
    await config.CONTENT_CACHE.put(pageKey('nb-no', 'sms-terms'), staleEntry('Stale SMS terms', 10 * 60_000));
    const { binding, calls } = recordingMocks();
    const html = await (await request('/nb-no/sms-terms', undefined, { MOCKS: binding })).text();
    expect(html).toContain('Stale SMS terms');
    expect(canvasCalls(calls, 'sms-terms')).toHaveLength(1);
    const refreshed = JSON.parse((await config.CONTENT_CACHE.get(pageKey('nb-no', 'sms-terms')))!) as { storedAt: number; result: { data: { title: string } } };
    expect(refreshed.result.data.title).not.toBe('Stale SMS terms');
    expect(Date.now() - refreshed.storedAt).toBeLessThan(60_000);
  });

  it.each(['error', 'timeout'] as const)('keeps serving the stale copy when the CMS %s', async (mode) => {
    const page = mode === 'error' ? 'loyalty-terms' : 'associate-discount-terms';
    await config.CONTENT_CACHE.put(pageKey('fr-ca', page), staleEntry(`Stale ${mode}`, 10 * 60_000));
    const response = await request(`/fr-ca/${page}`, undefined, { MOCKS: failingCms(mode, page) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Stale ${mode}`);
    const kept = JSON.parse((await config.CONTENT_CACHE.get(pageKey('fr-ca', page)))!) as { result: { data: { title: string } } };
    expect(kept.result.data.title).toBe(`Stale ${mode}`);
  });

  it('remembers a missing page briefly instead of asking the CMS every time', async () => {
    const { binding, calls } = recordingMocks();
    expect((await request('/en-ca/no-such-page-here', undefined, { MOCKS: binding })).status).toBe(404);
    expect((await request('/en-ca/no-such-page-here', undefined, { MOCKS: binding })).status).toBe(404);
    expect(canvasCalls(calls, 'no-such-page-here')).toHaveLength(1);
  });

  it('drops a malformed block and renders the rest of the page', async () => {
    const real = config.MOCKS;
    const tampered = {
      async fetch(input: RequestInfo, init?: RequestInit) {
        const response = await real.fetch(input, init);
        if (new URL(new Request(input, init).url).searchParams.get('page') !== 'xplr-pass') return response;
        const canvas = (await response.json()) as { sections: Record<string, unknown[]> };
        canvas.sections.main = [{ id: 'broken', type: 'hero', title: 42 }, { id: 'unknown', type: 'no-such-block' }, ...(canvas.sections.main ?? [])];
        return Response.json(canvas);
      },
    } as unknown as Fetcher;
    const response = await request('/en-us/xplr-pass', undefined, { MOCKS: tampered });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-block="rich-text"');
    expect(html).not.toContain('data-block="hero"');
  });
});

describe('lazy and inherited sections', () => {
  it('leaves a lazy section as a placeholder and serves its blocks from /fapi/pages', async () => {
    const html = await (await request('/en-us/c/tents-40102')).text();
    expect(html).toMatch(/data-section="lazy-about" data-state="waiting"/);
    expect(html).not.toContain('About Tents');
    const response = await request('/fapi/pages/category?kind=category&categoryId=40102&section=lazy-about&locale=en-us');
    const body = (await response.json()) as { blocks: { type: string; richText: string }[] };
    expect(body.blocks[0]!.richText).toContain('About Tents');
  });

  it('refuses a section that is not lazy', async () => {
    const response = await request('/fapi/pages/category?kind=category&categoryId=40102&section=top');
    expect(response.status).toBe(400);
  });

  // The content pages fetched by name.
  it.each(['account', 'account-profile', 'basecamp', 'cart', 'checkout', 'contact-us', 'error-4xx', 'gift-card', 'loyalty-modal', 'order-confirmation', 'promotions', 'search', 'sign-in-modal', 'sign-up', 'sign-up-modal', 'store-locator', 'westend', 'category', 'product', 'location-selector'])(
    'fetches the content page %s by name',
    async (name) => {
      const response = await request(`/fapi/pages/${name}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { canvas: { title: string } }).canvas.title).toBeTruthy();
    },
  );

  it('serves a content page canvas by name, like the location selector', async () => {
    const response = await request('/fapi/pages/location-selector?locale=en-gb');
    const body = (await response.json()) as { canvas: { title: string; sections: Record<string, unknown[]> } };
    expect(response.status).toBe(200);
    expect(body.canvas.title).toBe('Choose Your Location');
    expect((await request('/fapi/pages/no-such-page')).status).toBe(404);
  });

  it('merges the espot items of the route pattern into inherited sections', async () => {
    const html = await (await request('/en-us/c/gloves-40202')).text();
    expect(html).toContain('XPLR Pass members earn double points');
  });
});
