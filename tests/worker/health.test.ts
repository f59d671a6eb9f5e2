import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '../../shared/api';
import { fapi, fapiPath } from '../../shared/fapi';
import { REQUIRED_SECRETS, type Env } from '../../worker/env';
import { request } from './helpers';

const HEALTH = fapiPath(fapi.health.read);
// Each test its own client address, so the health limit of one never refuses another.
const client = () => ({ headers: { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

async function health(overrides: Partial<Env> = {}) {
  const response = await request(HEALTH, client(), overrides);
  const text = await response.text();
  return { response, text, body: JSON.parse(text) as { status: string; failed: string[]; upstreams: Record<string, string> } };
}

describe('GET /fapi/health', () => {
  it('answers 200 with every upstream played by the mocks, and no secret', async () => {
    const { response, text, body } = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(body.status).toBe('ok');
    expect(body.failed).toEqual([]);
    expect(body.upstreams).toEqual(Object.fromEntries(ENDPOINT_GROUPS.map((group) => [group, 'mock'])));
    for (const name of REQUIRED_SECRETS) expect(text).not.toContain((env as unknown as Env)[name]);
  });

  it('says which groups have a configured upstream, without repeating its URL', async () => {
    const { response, text, body } = await health({ UPSTREAM_COMMERCE_URL: 'https://commerce.example.net/base', UPSTREAM_CONTENT_URL: 'mock' });
    expect(response.status).toBe(200);
    expect(body.upstreams).toMatchObject({ commerce: 'configured', content: 'mock', images: 'mock' });
    expect(text).not.toContain('commerce.example.net');
  });

  it.each([
    ['the KV namespace', { CONTENT_CACHE: undefined }, 'CONTENT_CACHE'],
    ['the rate limiter', { RATE_LIMITER: undefined }, 'RATE_LIMITER'],
    ['the mocks service while a group is mocked', { MOCKS: undefined }, 'MOCKS'],
    ['a configured upstream that is no URL', { UPSTREAM_SOCIAL_URL: 'social host' }, 'UPSTREAM_SOCIAL_URL'],
  ] as [string, Partial<Env>, string][])('answers 503 naming the check without %s', async (_name, overrides, check) => {
    const { response, body } = await health(overrides as Partial<Env>);
    expect(response.status).toBe(503);
    expect(body.status).toBe('failing');
    expect(body.failed).toEqual([check]);
  });

  it('needs no mocks service when every group has its upstream', async () => {
    const everyUrl = { UPSTREAM_COMMERCE_URL: 'https://a.example', UPSTREAM_CONTENT_URL: 'https://a.example', UPSTREAM_IMAGES_URL: 'https://a.example', UPSTREAM_SOCIAL_URL: 'https://a.example', UPSTREAM_PERSONALISATION_URL: 'https://a.example', UPSTREAM_EXPERIMENTS_URL: 'https://a.example', UPSTREAM_CAPTCHA_URL: 'https://a.example', UPSTREAM_PAYMENTS_URL: 'https://a.example' };
    const { response, body } = await health({ ...everyUrl, MOCKS: undefined } as Partial<Env>);
    expect(response.status).toBe(200);
    expect(Object.values(body.upstreams)).toEqual(ENDPOINT_GROUPS.map(() => 'configured'));
  });

  it('is rate limited per client', async () => {
    const init = client();
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await request(HEALTH, init)).status;
    expect(last).toBe(429);
  }, 30_000);
});
