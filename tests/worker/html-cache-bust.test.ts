import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { signPreviewToken } from '../../worker/content/middleware/preview';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import { request } from './helpers';

const config = env as unknown as Env;
// A returning visitor: a fixed id keeps the experiment variations, and with them the cache key, the same.
const VISITOR = `${VUID_COOKIE}=vuid_0123456789abcdef01234567`;
const PRODUCTION: Partial<Env> = { ENVIRONMENT: 'production', HTML_CACHE: 'on' };
const DEVELOPMENT: Partial<Env> = { ENVIRONMENT: 'development', HTML_CACHE: 'on' };
const JUNK_TOKEN = 'v1.99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const freshPath = () => `/en-us/search?q=shell-${crypto.randomUUID().slice(0, 8)}`;

async function xCache(path: string, overrides: Partial<Env>, headers: Record<string, string> = {}, cookie = ''): Promise<string | null> {
  const response = await request(path, { headers: { ...headers, cookie: cookie ? `${VISITOR}; ${cookie}` : VISITOR } }, overrides);
  await response.text();
  return response.headers.get('x-cache');
}

/** A path whose page the cache already holds, so any request for it that renders again busted the cache. */
async function warmed(overrides: Partial<Env>): Promise<string> {
  const path = freshPath();
  expect(await xCache(path, overrides)).toBe('MISS');
  expect(await xCache(path, overrides)).toBe('HIT');
  return path;
}

describe('a page cache no one can bust', { timeout: 30_000 }, () => {
  it.each([
    ['a junk x-preview-token header', { 'x-preview-token': JUNK_TOKEN }, ''],
    ['a junk rl_preview cookie', {}, `rl_preview=${JUNK_TOKEN}`],
    ['a junk rl_preview cookie with preview=true', {}, `rl_preview=nonsense`],
  ])('serves %s the shared page from the cache', async (_label, headers, cookie) => {
    const path = await warmed(PRODUCTION);
    expect(await xCache(path, PRODUCTION, headers, cookie)).toBe('HIT');
    expect(await xCache(`${path}&preview=true&bypassAllCache=true`, PRODUCTION, headers, cookie)).toBe('HIT');
  });

  it.each([
    ['?mock=all', (path: string) => `${path}&mock=all`, ''],
    ['?p13n_testcontext=', (path: string) => `${path}&p13n_testcontext=home_hero:treatment`, ''],
    ['a p13n_testcontext cookie', (path: string) => path, 'p13n_testcontext=ks-segment-members'],
  ])('ignores %s in production: the page comes from the cache', async (_label, asked, cookie) => {
    const path = await warmed(PRODUCTION);
    expect(await xCache(asked(path), PRODUCTION, {}, cookie)).toBe('HIT');
  });

  it('ignores them on a staging host as well: only development has test helpers', async () => {
    const staging = { ...PRODUCTION, ENVIRONMENT: 'staging' };
    const path = await warmed(staging);
    expect(await xCache(`${path}&mock=all&p13n_testcontext=home_hero:treatment`, staging)).toBe('HIT');
  });

  it('lets an editor with a valid token use the test context in production, never from or into the cache', async () => {
    const token = await signPreviewToken(config.PREVIEW_SECRET);
    const path = await warmed(PRODUCTION);
    expect(await xCache(`${path}&p13n_testcontext=home_hero:treatment`, PRODUCTION, { 'x-preview-token': token })).toBe('BYPASS');
    expect(await xCache(path, PRODUCTION, {}, `rl_preview=${token}`)).toBe('BYPASS');
    expect(await xCache(path, PRODUCTION)).toBe('HIT');
  });

  it('honours the test context and the mock switch in development, outside the cache', async () => {
    const path = await warmed(DEVELOPMENT);
    expect(await xCache(`${path}&p13n_testcontext=home_hero:treatment`, DEVELOPMENT)).toBe('BYPASS');
    expect(await xCache(`${path}&mock=all`, DEVELOPMENT)).toBe('BYPASS');
  });

  it.each(['/fapi/test/visitor?kind=loyalty', '/fapi/test/cart', '/fapi/test/orders', '/fapi/test/giftcards', '/fapi/test/account/outbox', '/fapi/test/auth'])(
    'keeps the test helper %s unreachable in production',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        const response = await request(path, { method, headers: { 'content-type': 'application/json', origin: 'https://shop.ridgeline.test' }, ...(method === 'POST' ? { body: '{}' } : {}) }, { ENVIRONMENT: 'production' });
        expect(response.status, `${method} ${path}`).toBe(404);
        await response.text();
      }
    },
  );
});
