import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { request } from './helpers';
import { HOSTILE_TARGETS } from '../fixtures/hostile-redirects';

const config = env as unknown as Env;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Where a browser would go from this response's Location, resolved as a browser resolves it. */
const destination = (response: Response) => new URL(response.headers.get('location') ?? '', 'https://shop.ridgeline.test');

describe('redirects stay on this site', () => {
  it('sends an editor who logs in with a dot-segment redirect to the viewer, not to another host', async () => {
    const body = new URLSearchParams({ key: config.PREVIEW_EDITOR_KEY, redirect: '/.//evil.example/x' });
    const response = await request('/preview/login', { method: 'POST', body, headers: { ...form, 'cf-connecting-ip': '198.51.100.91' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/preview/viewer');
  });

  it('keeps a same-site redirect after login, its dot segments collapsed', async () => {
    const body = new URLSearchParams({ key: config.PREVIEW_EDITOR_KEY, redirect: '/en-us/./c/../search?q=tent' });
    const response = await request('/preview/login', { method: 'POST', body, headers: { ...form, 'cf-connecting-ip': '198.51.100.92' } });
    expect(response.headers.get('location')).toBe('/en-us/search?q=tent');
  });

  it.each(HOSTILE_TARGETS)('never leaves the site on logout for %j', async (target) => {
    const response = await request(`/preview/logout?redirect=${encodeURIComponent(target)}`, { method: 'POST' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(destination(response).origin).toBe('https://shop.ridgeline.test');
  });

  it.each(HOSTILE_TARGETS)('puts no foreign target into the login form for %j', async (target) => {
    const html = await (await request(`/preview/login?redirect=${encodeURIComponent(target)}`)).text();
    expect(html).toContain('name="redirect" value="/preview/viewer"');
  });
});
