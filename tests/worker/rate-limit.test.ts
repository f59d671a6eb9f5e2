import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { request } from './helpers';

const config = env as unknown as Env;

/** One editor-key attempt at the login form from `address`. */
function login(address: string, key: string, accept = 'application/json') {
  const body = new URLSearchParams({ key, redirect: '/en-us' });
  return request('/preview/login', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': address, accept } });
}

async function wrongTries(address: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) expect((await login(address, `guess-${attempt}`)).status).toBe(401);
}

describe('rate limiting of /preview/login (5 tries a minute per client address)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the sixth try, even with the right key, with Retry-After and the catalogue error', async () => {
    await wrongTries('203.0.113.10', 5);
    const refused = await login('203.0.113.10', config.PREVIEW_EDITOR_KEY);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { errorDetails: { errorId: string; message: string }[]; appId: string; correlationId: string };
    expect(body.errorDetails[0]).toEqual({ errorId: 'API429', message: 'Too many attempts. Try again in 1 minute.' });
    expect(body.appId).toBe(config.APP_ID);
    expect(body.correlationId).toBeTruthy();
  });

  it('shows the editor the form again with the reason when the browser posted it', async () => {
    await wrongTries('203.0.113.11', 5);
    const refused = await login('203.0.113.11', config.PREVIEW_EDITOR_KEY, 'text/html,application/xhtml+xml');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    const html = await refused.text();
    expect(html).toMatch(/<p class="form-message" role="alert">Too many attempts\. Try again in 1 minute\.<\/p>/);
    expect(html).toContain('<input type="hidden" name="redirect" value="/en-us">');
  });

  it('counts each client address on its own', async () => {
    await wrongTries('203.0.113.12', 5);
    expect((await login('203.0.113.12', 'guess')).status).toBe(429);
    expect((await login('198.51.100.12', config.PREVIEW_EDITOR_KEY)).status).toBe(303);
  });

  it('ignores X-Forwarded-For and counts an IPv6 client by its /64', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const body = new URLSearchParams({ key: 'guess' });
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `2001:db8:a:b::${attempt}`, 'x-forwarded-for': `192.0.2.${attempt}` };
      expect((await request('/preview/login', { method: 'POST', body, headers })).status).toBe(401);
    }
    expect((await login('2001:db8:a:b:ffff::1', config.PREVIEW_EDITOR_KEY)).status).toBe(429);
    expect((await login('2001:db8:a:c::1', config.PREVIEW_EDITOR_KEY)).status).toBe(303);
  });

  it('lets the right key in again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    await wrongTries('203.0.113.13', 5);
    expect((await login('203.0.113.13', config.PREVIEW_EDITOR_KEY)).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-23T10:00:59Z'));
    expect((await login('203.0.113.13', config.PREVIEW_EDITOR_KEY)).headers.get('retry-after')).toBe('1');
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z'));
    const response = await login('203.0.113.13', config.PREVIEW_EDITOR_KEY);
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^rl_preview=/);
  });
});
