import { describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import { request } from './helpers';

// A deploy runs the test helpers only when its environment says development explicitly: a plain
// `wrangler deploy` (no ENVIRONMENT at all) and a staging host behave as production does.
const NOT_DEVELOPMENT: [string, Partial<Env>][] = [
  ['a plain deploy (no ENVIRONMENT)', { ENVIRONMENT: undefined }],
  ['production', { ENVIRONMENT: 'production' }],
  ['staging', { ENVIRONMENT: 'staging' }],
];
const DEVELOPMENT: Partial<Env> = { ENVIRONMENT: 'development' };
// A commerce host that cannot answer: only the mock switch can make a listing call succeed.
const UNREACHABLE_COMMERCE: Partial<Env> = { UPSTREAM_COMMERCE_URL: 'https://commerce.invalid' };

const consentAttribute = (html: string) => /<html[^>]*\sdata-consent="([^"]*)"/.exec(html)?.[1] ?? null;

describe('test helpers need ENVIRONMENT=development', () => {
  it('development has them: the test visitor, decisions, ?mock=, ?region= and the cache bypass header', async () => {
    expect((await request('/fapi/test/visitor?kind=loyalty', {}, DEVELOPMENT)).status).toBe(200);
    expect((await request('/fapi/decisions?path=/en-us', {}, DEVELOPMENT)).status).toBe(200);
    expect((await request('/api/products/v2/catalog?categoryId=10101&mock=commerce', {}, { ...DEVELOPMENT, ...UNREACHABLE_COMMERCE })).status).toBe(200);
    expect(consentAttribute(await (await request('/en-us?region=EMEA', {}, DEVELOPMENT)).text())).toBe('C0001');
    const bypassed = await request('/en-us/search?q=fleece', { headers: { 'x-html-cache': 'bypass' } }, { ...DEVELOPMENT, HTML_CACHE: 'on' });
    expect(bypassed.headers.get('x-cache')).toBe('BYPASS');
  });

  it('development serves the component page, with every language’s section', async () => {
    const response = await request('/de-de/dev/components', {}, DEVELOPMENT);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const language of ['en', 'fr', 'de', 'nb']) expect(html).toContain(`data-testid="kit-${language}"`);
  }, 20_000);

  it.each(NOT_DEVELOPMENT)('%s has none of them', async (_name, environment) => {
    expect((await request('/fapi/test/visitor?kind=loyalty', {}, environment)).status).toBe(404);
    expect((await request('/fapi/decisions?path=/en-us', {}, environment)).status).toBe(404);
    // The design system's component page is for the shop's builders: elsewhere it is not there at all.
    const components = await request('/de-de/dev/components', {}, environment);
    expect(components.status).toBe(404);
    expect(await components.text()).not.toContain('kit-en');
    expect((await request('/api/products/v2/catalog?categoryId=10101&mock=commerce', {}, { ...environment, ...UNREACHABLE_COMMERCE })).status).not.toBe(200);
    // No geo in a test request means the default region, NA here: ?region=EMEA must not change it.
    expect(consentAttribute(await (await request('/en-us?region=EMEA', {}, { ...environment, CONSENT_DEFAULT_REGION: 'NA' })).text())).toBe('C0001 C0002 C0003 C0004');
    // One returning visitor, so both requests fall in the same experiment variations.
    const path = `/en-us/search?q=fleece-${crypto.randomUUID().slice(0, 8)}`;
    const cacheOn = { ...environment, HTML_CACHE: 'on' };
    const visitor = { cookie: `${VUID_COOKIE}=vuid_0123456789abcdef01234567` };
    await request(path, { headers: visitor }, cacheOn);
    expect((await request(path, { headers: { ...visitor, 'x-html-cache': 'bypass' } }, cacheOn)).headers.get('x-cache')).toBe('HIT');
  });
});

describe('secrets', () => {
  it.each(['VISITOR_SECRET', 'PREVIEW_SECRET', 'AUTH_ACCESS_KEY'] as const)('a deploy without %s refuses to serve rather than sign or call with a blank one', async (name) => {
    const response = await request('/en-us', {}, { [name]: '' });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(name);
  });
});
