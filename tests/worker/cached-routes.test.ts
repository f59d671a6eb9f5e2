import { describe, expect, it } from 'vitest';
import { SITES } from '../../shared/site';
import { recordingMocks, request } from './helpers';

/** What a client of the route can see: everything but the per-response ids and security headers. */
async function observable(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

// Every route whose answer the worker keeps in the Cache API and hands on from there
// (the edge HTML cache rebuilds each hit from the stored text: html-cache.test.ts).
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
