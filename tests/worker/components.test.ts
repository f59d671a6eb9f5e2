import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { recordingMocks, request } from './helpers';

interface SearchBody {
  result: { id: string; url: string; tagId: string[] }[];
  facets: { id: string; label: string; count: number }[];
  numFound: number;
}

async function errorIdOf(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errorDetails: { errorId: string }[] };
  return body.errorDetails[0]?.errorId;
}

describe('GET /fapi/components/search (article search)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns a page of articles with facets and the total found', async () => {
    const response = await request('/fapi/components/search?offset=0&limit=4');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchBody;
    expect(body.result).toHaveLength(4);
    expect(body.numFound).toBe(24);
    expect(body.result[0]!.url).toMatch(/^\/en-us\/stories\/[a-z0-9-]+$/);
    expect(body.facets.map((facet) => facet.id)).toContain('gear-care');
  });

  it('asks the CMS for an article search by site, locale and every tagId', async () => {
    const { binding, calls } = recordingMocks();
    const response = await request('/fapi/components/search?offset=2&limit=3&tagId=gear-care&tagId=winter', undefined, { MOCKS: binding });
    expect(response.status).toBe(200);
    const call = calls.find((c) => c.url.pathname === '/publish/caas/v1/canvas/search')!;
    expect(call.url.searchParams.get('searchType')).toBe('article');
    expect(call.url.searchParams.get('siteId')).toBe('RL_US');
    expect(call.url.searchParams.get('locale')).toBe('en-us');
    expect(call.url.searchParams.get('offset')).toBe('2');
    expect(call.url.searchParams.get('limit')).toBe('3');
    expect(call.url.searchParams.getAll('tagId')).toEqual(['gear-care', 'winter']);
    const body = (await response.json()) as SearchBody;
    expect(body.result.every((article) => article.tagId.includes('gear-care') || article.tagId.includes('winter'))).toBe(true);
  });

  it.each([
    ['offset=-1'],
    ['limit=0'],
    ['limit=51'],
    ['tagId=%3Cscript%3E'],
    ['q=boots'],
  ])('rejects %s with a spec 400', async (query) => {
    const response = await request(`/fapi/components/search?${query}`);
    expect(response.status).toBe(400);
    expect(await errorIdOf(response)).toBe('API400');
  });

  it('answers 502 GEN500 when the CMS fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = { fetch: async () => new Response('boom', { status: 500 }) } as unknown as Fetcher;
    const response = await request('/fapi/components/search', undefined, { MOCKS: failing } as Partial<Env>);
    expect(response.status).toBe(502);
    expect(await errorIdOf(response)).toBe('GEN500');
  });
});

describe('mock CMS article search', () => {
  const mocks = () => (env as unknown as Env).MOCKS;
  it('rejects unknown parameters with API400 and matches several tagIds with OR', async () => {
    const bad = await mocks().fetch('https://mocks.ridgeline.internal/publish/caas/v1/canvas/search?searchType=article&siteId=RL_US&locale=en-us&sort=new');
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
    const count = async (tags: string) => ((await (await mocks().fetch(`https://mocks.ridgeline.internal/publish/caas/v1/canvas/search?searchType=article&locale=en-us&limit=50${tags}`)).json()) as SearchBody).numFound;
    expect(await count('&tagId=gear-care&tagId=athlete-stories')).toBe((await count('&tagId=gear-care')) + (await count('&tagId=athlete-stories')));
  });
});

describe('/social proxy', () => {
  it('serves recent media and the widget script from the social host', async () => {
    const media = await request('/social/streams/ridgeline-community/media/recent?limit=3');
    expect(media.status).toBe(200);
    expect(((await media.json()) as { data: unknown[] }).data).toHaveLength(3);
    const widget = await request('/social/widget.js?containerId=ridgeline-widget&locale=en-us');
    expect(widget.headers.get('content-type')).toMatch(/javascript/);
    expect(await widget.text()).not.toMatch(/\beval\(|<style/);
  });

  it('forwards a JSON POST and refuses unknown paths, wrong methods and big bodies', async () => {
    const created = await request('/social/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'trail.tess', email: 'tess@example.com' }) });
    expect(created.status).toBe(201);
    expect((await request('/social/admin')).status).toBe(404);
    expect((await request('/social/stashes')).status).toBe(405);
    const big = await request('/social/stashes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mediaIds: ['x'.repeat(17 * 1024)] }) });
    expect(big.status).toBe(413);
  });

  it('goes to the configured social host when one is set, and to the mocks otherwise', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [] }));
    const { binding, calls } = recordingMocks();
    await request('/social/streams/media/recent?limit=2', undefined, { MOCKS: binding, UPSTREAM_SOCIAL_URL: 'https://social.example/v1' });
    expect(String(spy.mock.calls[0]![0])).toBe('https://social.example/v1/streams/media/recent?limit=2');
    expect(calls).toHaveLength(0);
    spy.mockRestore();
    await request('/social/streams/media/recent?limit=2', undefined, { MOCKS: binding });
    expect(calls[0]!.url.pathname).toBe('/social/streams/media/recent');
  });
});
