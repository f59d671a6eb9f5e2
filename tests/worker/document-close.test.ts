import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { request } from './helpers';
import { SAMPLE_PATHS } from '../fixtures/page-paths';

const config = env as unknown as Env;
const unique = () => crypto.randomUUID().slice(0, 8);

/**
 * The mocks with product answers held back, so no product region's data is at hand when the shell
 * renders: the page streams, its late regions after the shell, as it does for a shopper under load.
 */
const slowMocks = {
  async fetch(input: RequestInfo, init?: RequestInit) {
    const upstream = new Request(input, init);
    if (new URL(upstream.url).pathname.startsWith('/products/')) await new Promise((resolve) => setTimeout(resolve, 300));
    return config.MOCKS.fetch(upstream);
  },
} as unknown as Fetcher;

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

function expectOneDocument(html: string) {
  expect(html.trimEnd().endsWith('</html>'), html.slice(-200)).toBe(true);
  expect(count(html, /<\/html>/g)).toBe(1);
  expect(count(html, /<\/body>/g)).toBe(1);
  expect(count(html, /<body[\s>]/g)).toBe(1);
  // Nothing of React's late segments after the close.
  expect(html.slice(html.indexOf('</body>'))).toBe('</body></html>');
}

const STREAMED_PAGES: [string, () => string][] = [
  ['home', () => '/en-us'],
  ['listing', () => `/en-us/c/mens-jackets-10101?sort=newest&size=L&color=${unique()}`],
  ['product', () => '/en-us/p/mens-scree-softshell-jacket-JK619948'],
  ['search', () => `/en-us/search?q=jacket+${unique()}`],
  ['search hub', () => SAMPLE_PATHS['search-hub']],
  ['content', () => SAMPLE_PATHS.content],
  ['help', () => SAMPLE_PATHS['help-returns']],
  ['cart', () => SAMPLE_PATHS.cart],
  ['sign-in', () => SAMPLE_PATHS['sign-in']],
  ['sign-up', () => SAMPLE_PATHS['sign-up']],
  ['favorites', () => SAMPLE_PATHS.favorites],
  ['not found', () => `/en-us/no-such-page-${unique()}`],
];

describe('the document closes after its last streamed segment', { timeout: 60_000 }, () => {
  it.each(STREAMED_PAGES)('%s: one body, one </html>, and that at the very end', async (_name, path) => {
    const response = await request(path(), undefined, { MOCKS: slowMocks });
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expectOneDocument(html);
  });

  it('streams the listing for this check: its products come after the shell, inside the document', async () => {
    const html = await (await request(`/en-us/c/mens-jackets-10101?sort=newest&color=${unique()}`, undefined, { MOCKS: slowMocks })).text();
    expect(html).toMatch(/<div hidden id="S:\d+">/);
    expect(html.indexOf('<div hidden id="S:')).toBeLessThan(html.indexOf('</body>'));
    expectOneDocument(html);
  });

  it('gives the listing one breadcrumb trail and one BreadcrumbList, the finished one', async () => {
    const html = await (await request(`/en-us/c/mens-jackets-10101?sort=newest&color=${unique()}`, undefined, { MOCKS: slowMocks })).text();
    expect(count(html, /<nav class="breadcrumbs"/g)).toBe(1);
    expect(count(html, /"@type":"BreadcrumbList"/g)).toBe(1);
  });

  it('closes a page rendered in one go (every region at hand) the same way', async () => {
    const path = '/en-us/c/mens-jackets-10101';
    await (await request(path)).text();
    const html = await (await request(path)).text();
    expectOneDocument(html);
    expect(count(html, /"@type":"BreadcrumbList"/g)).toBe(1);
  });
});
