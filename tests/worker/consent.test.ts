import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import type { AppState } from '../../shared/page';
import { serializeOptanonConsent } from '../../shared/decisions/consent';
import { signPreviewToken } from '../../worker/content/middleware/preview';
import { request } from './helpers';

const config = env as unknown as Env;
const now = new Date('2026-11-22T22:00:00Z');
const ALL = ['C0001', 'C0002', 'C0003', 'C0004'];

const COOKIES = {
  none: null,
  malformed: 'groups=C0001%3A1%2CC0002%3Amaybe',
  garbage: '%E0%A4%A&groups=%ZZ',
  rejected: serializeOptanonConsent({ C0002: false, C0003: false, C0004: false }, now),
  analytics: serializeOptanonConsent({ C0002: true, C0003: false, C0004: false }, now),
  accepted: serializeOptanonConsent({ C0002: true, C0003: true, C0004: true }, now),
} as const;
type CookieKind = keyof typeof COOKIES;

const GEO = {
  germany: { country: 'DE', continent: 'EU' },
  nigeria: { country: 'NG', continent: 'AF' },
  uae: { country: 'AE', continent: 'AS' },
  usa: { country: 'US', continent: 'NA' },
  japan: { country: 'JP', continent: 'AS' },
  none: undefined,
} as const;
type GeoKind = keyof typeof GEO;

interface Visit {
  geo?: GeoKind;
  cookie?: CookieKind;
  query?: string;
  headers?: Record<string, string>;
  overrides?: Partial<Env>;
}

async function visit({ geo = 'none', cookie = 'none', query = '', headers = {}, overrides = {} }: Visit) {
  const value = COOKIES[cookie];
  const init = {
    headers: { ...headers, ...(value !== null ? { cookie: `rl_other=1; OptanonConsent=${value}` } : {}) },
    ...(GEO[geo] ? { cf: GEO[geo] } : {}),
  } as RequestInit;
  const response = await request(`/en-us${query}`, init, overrides);
  const html = await response.text();
  const json = /<script id="__RIDGELINE_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const state = json ? (JSON.parse(json) as AppState) : null;
  return { response, html, consent: state?.consent ?? null, attribute: /<html[^>]*\sdata-consent="([^"]*)"/.exec(html)?.[1] ?? null };
}

describe('consent matrix: region × cookie × preview', () => {
  const cases: [GeoKind, CookieKind, string[], boolean][] = [
    ['germany', 'none', ['C0001'], true],
    ['germany', 'malformed', ['C0001'], true],
    ['germany', 'garbage', ['C0001'], true],
    ['germany', 'rejected', ['C0001'], false],
    ['germany', 'analytics', ['C0001', 'C0002'], false],
    ['germany', 'accepted', ALL, false],
    ['nigeria', 'none', ['C0001'], true],
    ['uae', 'analytics', ['C0001', 'C0002'], false],
    ['usa', 'none', ALL, false],
    ['usa', 'rejected', ALL, false],
    ['japan', 'malformed', ALL, false],
    // No geo: wrangler.toml's CONSENT_DEFAULT_REGION (NA for development).
    ['none', 'none', ALL, false],
  ];

  it.each(cases)('%s with %s cookie allows %j (banner: %s)', async (geo, cookie, allowed, banner) => {
    const { response, consent, attribute, html } = await visit({ geo, cookie });
    expect(response.status).toBe(200);
    expect(consent).toMatchObject({ allowed, needsChoice: banner });
    expect(attribute).toBe(allowed.join(' '));
    expect(html.includes('class="consent-banner"')).toBe(banner);
    // The banner's code is a chunk of its own, fetched with the page exactly when the page shows it.
    expect(/<link rel="modulepreload" href="\/assets\/ConsentBanner-[\w-]+\.js"/.test(html)).toBe(banner);
  });

  it('a valid editor with preview=true is allowed everything in EMEA, whatever the cookie', async () => {
    const token = await signPreviewToken(config.PREVIEW_SECRET);
    for (const cookie of ['none', 'rejected'] as const) {
      const { consent, html } = await visit({ geo: 'germany', cookie, query: '?preview=true', headers: { 'x-preview-token': token } });
      expect(consent).toMatchObject({ allowed: ALL, needsChoice: false });
      expect(html).not.toContain('class="consent-banner"');
    }
  });

  it('preview=true without a valid token, or a token without preview=true, changes nothing', async () => {
    const forged = await visit({ geo: 'germany', query: '?preview=true', headers: { 'x-preview-token': 'v1.99999999999999.AAAA' } });
    expect(forged.consent).toMatchObject({ allowed: ['C0001'], needsChoice: true });
    const token = await signPreviewToken(config.PREVIEW_SECRET);
    const bypassOnly = await visit({ geo: 'germany', cookie: 'rejected', query: '?bypassAllCache=true', headers: { 'x-preview-token': token } });
    expect(bypassOnly.consent).toMatchObject({ allowed: ['C0001'], needsChoice: false });
  });

  it('absent geo uses CONSENT_DEFAULT_REGION, and the strictest region when it is unset or unknown', async () => {
    expect((await visit({ overrides: { CONSENT_DEFAULT_REGION: 'EMEA' } })).consent).toMatchObject({ region: 'EMEA', allowed: ['C0001'], needsChoice: true });
    expect((await visit({ overrides: { CONSENT_DEFAULT_REGION: undefined } })).consent).toMatchObject({ region: 'EMEA' });
    expect((await visit({ overrides: { CONSENT_DEFAULT_REGION: 'mars' } })).consent).toMatchObject({ region: 'EMEA' });
    expect((await visit({ overrides: { CONSENT_DEFAULT_REGION: 'APAC' } })).consent).toMatchObject({ region: 'APAC', allowed: ALL });
  });

  it('?region= is a test hook outside production only', async () => {
    expect((await visit({ geo: 'usa', query: '?region=EMEA' })).consent).toMatchObject({ region: 'EMEA', needsChoice: true });
    expect((await visit({ geo: 'germany', query: '?region=na' })).consent).toMatchObject({ region: 'NA', allowed: ALL });
    const production = await visit({ geo: 'usa', query: '?region=EMEA', overrides: { ENVIRONMENT: 'production' } });
    expect(production.consent).toMatchObject({ region: 'NA', allowed: ALL, needsChoice: false });
  });

  it('a malformed cookie never gives a 500, on pages or APIs', async () => {
    const nasty = ['%', '%%%%', 'groups=', 'groups=%E0%A4%A', '=&=&=', `groups=${'C0002:1,'.repeat(5000)}`, '"unterminated', 'groups=C0001:1,,C0002:1', 'groups=C0001:1%2CC0002'];
    for (const value of nasty) {
      const headers = { cookie: `OptanonConsent=${value}` };
      const page = await request('/en-us', { headers, cf: GEO.germany } as RequestInit);
      expect(page.status, value).toBe(200);
      expect((await page.text()).includes('class="consent-banner"'), value).toBe(true);
      const api = await request('/fapi/server/time', { headers, cf: GEO.germany } as RequestInit);
      expect(api.status, value).toBeLessThan(500);
      await api.body?.cancel();
    }
  });
});
