import { describe, expect, it } from 'vitest';
import { SITES } from '../../shared/site';
import type { Env } from '../../worker/env';
import { MEMORY_ENTRIES } from '../../worker/middleware/html-cache';
import { nonceOf, recordingMocks, request } from './helpers';

/** What a client of the route can see: everything but the per-response ids and security headers. */
async function observable(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

// Every route whose answer the worker keeps in the Cache API and hands on from there.
const CACHED_ROUTES = SITES.map((site) => `/sitemaps/${site.locale}.xml`);

describe('routes answered from the Cache API', () => {
  it.each(CACHED_ROUTES)('%s answers the same the second time, from the cache', async (path) => {
    const first = await request(path);
    expect(first.status).toBe(200);
    const expected = await observable(first);

    const { binding, calls } = recordingMocks();
    const second = await request(path, undefined, { MOCKS: binding });
    // No upstream call: the answer came from the cache, not from a rebuild.
    expect(calls.map((call) => call.url.pathname)).toEqual([]);
    const again = await observable(second);
    expect([again.status, again.contentType, again.cacheControl]).toEqual([expected.status, expected.contentType, expected.cacheControl]);
    expect(again.body === expected.body, 'the cached body equals the first').toBe(true);
    // The worker's own per-response headers still reach the cached answer.
    expect(second.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-correlation-id')).not.toBe(first.headers.get('x-correlation-id'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the edge HTML cache, answered from the Cache API', () => {
  const ON: Partial<Env> = { HTML_CACHE: 'on' };
  const VISITOR = { cookie: 'rl_vuid=vuid_0123456789abcdef01234567' };
  const searchPath = () => `/en-us/search?q=fleece+${crypto.randomUUID().slice(0, 8)}`;
  /** The page as every visitor sees it: without this response's nonce and correlation id. */
  const shared = (html: string, response: Response) => html.replaceAll(nonceOf(response), 'NONCE').replaceAll(response.headers.get('x-correlation-id')!, 'ID');

  it('answers a page the isolate no longer holds in memory the same as the first time', async () => {
    const path = searchPath();
    const first = await request(path, { headers: VISITOR }, ON);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstHtml = shared(await first.text(), first);
    // Push it out of the per-isolate layer, so the next hit can only come from the Cache API.
    for (let i = 0; i < MEMORY_ENTRIES; i++) await (await request(searchPath(), { headers: VISITOR }, ON)).text();

    const { binding, calls } = recordingMocks();
    const second = await request(path, { headers: VISITOR }, { ...ON, MOCKS: binding });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(calls.map((call) => call.url.pathname).filter((pathname) => !pathname.startsWith('/experiments/'))).toEqual([]);
    for (const name of ['content-type', 'cache-control', 'x-page-type', 'x-cache-key']) expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(shared(await second.text(), second) === firstHtml, 'the cached body equals the first').toBe(true);
  }, 60_000);
});
