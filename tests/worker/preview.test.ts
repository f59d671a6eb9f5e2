import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { signPreviewToken } from '../../worker/content/middleware/preview';
import { canvasCacheKey, canvasKvKey } from '../../worker/content';
import { getSite } from '../../shared/site';
import { recordingMocks, request } from './helpers';

const config = env as unknown as Env;
const homeKey = (locale: string) => canvasKvKey(canvasCacheKey({ site: getSite(locale)!, locale }, { kind: 'page', page: 'home' }));

describe('editor preview', () => {
  it('ignores preview parameters without a token and serves the cached published page', async () => {
    const { binding, calls } = recordingMocks();
    await (await request('/en-ca', undefined, { MOCKS: binding })).text();
    const response = await request('/en-ca?preview=true&bypassAllCache=true', undefined, { MOCKS: binding });
    const html = await response.text();
    expect(response.headers.get('cache-control')).not.toContain('no-store');
    expect(html).not.toContain('(preview)');
    expect(html).not.toContain('class="preview-banner"');
    expect(calls.filter((call) => call.url.pathname.includes('/preview/'))).toHaveLength(0);
    expect(calls.filter((call) => call.url.searchParams.get('page') === 'home')).toHaveLength(1);
  });

  it('ignores a forged token', async () => {
    const response = await request('/en-us?preview=true', { headers: { 'x-preview-token': 'v1.99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(response.headers.get('cache-control')).not.toContain('no-store');
  });

  it('serves an editor preview content, no-store, uncached, with the preview headers upstream', async () => {
    const token = await signPreviewToken(config.PREVIEW_SECRET);
    const { binding, calls } = recordingMocks();
    await config.CONTENT_CACHE.delete(homeKey('de-de'));
    const response = await request('/de-de?preview=true&previewDateTime=2026-12-24T08:00:00Z', { headers: { 'x-preview-token': token } }, { MOCKS: binding });
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('class="preview-banner"');
    // The moment as a German editor writes it.
    expect(html).toContain('24.12.2026, 08:00 UTC');
    expect(html).toContain('(preview)');
    const home = calls.find((call) => call.url.searchParams.get('page') === 'home')!;
    expect(home.url.pathname).toBe('/preview/caas/v1/canvas/page');
    expect(home.headers.get('x-preview-access-token')).toBe(config.CMS_PREVIEW_TOKEN);
    expect(home.headers.get('x-preview-date')).toBe('2026-12-24T08:00:00.000Z');
    expect(await config.CONTENT_CACHE.get(homeKey('de-de'))).toBeNull();
    // A second preview request goes to the CMS again: nothing was cached.
    await (await request('/de-de?preview=true', { headers: { 'x-preview-token': token } }, { MOCKS: binding })).text();
    expect(calls.filter((call) => call.url.searchParams.get('page') === 'home')).toHaveLength(2);
  });

  it('logs an editor in with the key, sets an HttpOnly cookie and redirects same-origin only', async () => {
    const body = new URLSearchParams({ key: config.PREVIEW_EDITOR_KEY, redirect: 'https://evil.example/steal' });
    const response = await request('/preview/login', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/preview/viewer');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^rl_preview=v1\./);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong editor key', async () => {
    const body = new URLSearchParams({ key: 'guess', redirect: '/en-us' });
    const response = await request('/preview/login', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('That editor key is not valid.');
  });

  it('refuses a login form too large to be the form, without reading it whole', async () => {
    const body = new URLSearchParams({ key: config.PREVIEW_EDITOR_KEY, redirect: `/en-us?${'x'.repeat(8 * 1024)}` });
    const response = await request('/preview/login', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '198.51.100.78' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('shows the CMS preview viewer only to editors, with its controls and results', async () => {
    expect((await request('/preview/viewer')).status).toBe(302);
    const token = await signPreviewToken(config.PREVIEW_SECRET);
    const html = await (await request('/preview/viewer?docType=page&limit=10', { headers: { 'x-preview-token': token } })).text();
    expect(html).toContain('<option value="20"');
    expect(html).toMatch(/<option value="10" selected>/);
    expect(html).toContain('<th scope="col">Referrers count</th>');
    expect((html.match(/<tr><td>page:/g) ?? []).length).toBe(10);
    const none = await (await request('/preview/viewer?docType=espots&layoutVariant=article', { headers: { 'x-preview-token': token } })).text();
    expect(none).toContain('No results.');
    const children = await (await request('/preview/viewer?parentPageSlug=help', { headers: { 'x-preview-token': token } })).text();
    expect(children).toContain('<td>page:help/contact-us</td>');
    expect(children).toContain('<td>page:help/returns/how-to-return</td>');
    expect(children).not.toContain('<td>page:privacy</td>');
  });
});
