import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { isIndexable, isShareable, PAGES, pageEntry, requiresSignIn, type PageName } from '../../shared/routing';
import { ANONYMOUS_VISITOR, type VisitorKind } from '../../shared/decisions/personalisation';
import { signVisitorSummary, VISITOR_COOKIE } from '../../worker/decisions/visitor-summary';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import { SAMPLE_PATHS } from '../fixtures/page-paths';
import { recordingMocks, request } from './helpers';
import { registeredSession } from './registered';
import { sealSession, SESSION_COOKIE } from '../../worker/session/session';

const config = env as unknown as Env;
const ON: Partial<Env> = { HTML_CACHE: 'on' };

let signedIn: Promise<string> | undefined;
/** A registered shopper's session cookie, made once: the account pages show only to one. */
const signedInCookie = () => (signedIn ??= registeredSession('paula.reyes@example.com').then(async (session) => `${SESSION_COOKIE}=${await sealSession(config.SESSION_SECRET, session)}`));

async function page(path: string, init?: RequestInit, overrides: Partial<Env> = {}) {
  const name = PAGES.find((entry) => SAMPLE_PATHS[entry.name as Exclude<PageName, 'error'>] === path)?.name;
  let sent = init;
  if (name && requiresSignIn(name)) {
    const headers = new Headers(init?.headers);
    headers.set('cookie', [headers.get('cookie'), await signedInCookie()].filter(Boolean).join('; '));
    sent = { ...init, headers };
  }
  const response = await request(path, sent, overrides);
  return { response, html: await response.text() };
}

const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** A product of the seeded catalogue, by its main-form path. */
/** A product of the listing (its first, or its last: one no other request has warmed the stock cache for). */
async function productPath(listing = '/en-us/c/mens-jackets-10101', which: 'first' | 'last' = 'first'): Promise<string> {
  const { html } = await page(listing);
  const paths = [...html.matchAll(/href="(\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6})"/g)].map((match) => match[1]!);
  const path = which === 'first' ? paths[0] : paths.at(-1);
  if (!path) throw new Error(`no product link on ${listing}`);
  return path;
}

/** A real path for every page the registry can route to (the sample product is made up). */
async function pathOf(name: Exclude<PageName, 'error'>): Promise<string> {
  return name === 'product' ? productPath() : SAMPLE_PATHS[name];
}

// The checkout needs a basket and the confirmation an order of the shopper's: tests/worker/checkout-pages.test.ts.
const routable = PAGES.map((entry) => entry.name).filter((name): name is Exclude<PageName, 'error' | 'checkout' | 'order-confirmation'> => name !== 'error' && name !== 'checkout' && name !== 'order-confirmation');

describe('the pages to come render their CMS page, privately', () => {
  it.each(['cart', 'account', 'account-profile', 'account-addresses', 'account-loyalty', 'sign-in', 'sign-up'] as const)(
    '%s: 200 with its CMS content, no-store and noindex',
    async (name) => {
      const { response, html } = await page(SAMPLE_PATHS[name]);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-type')).toBe(name);
      expect(html).toMatch(/<h1[^>]* class="page-title"[^>]*>[^<]+<\/h1>/);
      expect(html).toContain(`data-block="rich-text"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(robotsOf(html)).toBe('noindex, nofollow');
      expect(pageEntry(name).cmsPage).toBeDefined();
    },
  );

  it('keeps a deeper path under a personal page private, and no page', async () => {
    const { response } = await page('/en-us/favorites/someone-else');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the registry drives every reader', () => {
  it.each(routable)('%s: routed, rendered and indexed as its entry says', async (name) => {
    const { response, html } = await page(await pathOf(name));
    // Classifier and the worker's dispatch: the page answers as itself.
    expect(response.headers.get('x-page-type')).toBe(name);
    expect(response.status).toBe(200);
    // SEO: robots from indexable and shareable.
    expect(robotsOf(html)).toBe(isIndexable(name) ? 'index, follow' : isShareable(name) ? 'noindex, follow' : 'noindex, nofollow');
    // One shopper's page is never kept by anyone.
    if (!isShareable(name)) expect(response.headers.get('cache-control')).toBe('private, no-store');
    else expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it.each(routable)('%s: the HTML cache stores it only when the registry says it is shareable', async (name) => {
    const path = await pathOf(name);
    // A returning visitor: a fixed id keeps the experiment variations, and so the cache key, the same.
    const returning = { headers: { cookie: `${VUID_COOKIE}=vuid_0123456789abcdef01234567` } };
    await page(path, returning, ON);
    const second = await page(path, returning, ON);
    expect(second.response.headers.get('x-cache')).toBe(isShareable(name) ? 'HIT' : 'BYPASS');
  });
});

describe('alternate category and product paths', () => {
  it('sends an alternate category path to its main form, keeping the query', async () => {
    const response = await request('/en-us/c/mens-jackets-c10101?color=black&sort=price-asc');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en-us/c/mens-jackets-10101?color=black&sort=price-asc');
  });

  it('sends an alternate product path to its main form, which renders that product with its canonical', async () => {
    const main = await productPath();
    const alternate = main.replace(/-([A-Z]{2}[A-Z0-9]{6})$/, '-p$1');
    const response = await request(alternate);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(main);
    const { response: shown, html } = await page(main);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-page-type')).toBe('product');
    expect(canonicalOf(html)).toBe(`https://shop.ridgeline.test${main}`);
  });

  it('renders the main form of an alternate category with the right id', async () => {
    const redirect = await request('/en-us/c/mens-jackets-c10101');
    expect(redirect.headers.get('location')).toBe('/en-us/c/mens-jackets-10101');
    const { binding, calls } = recordingMocks();
    // A view no other request asks for, so the listing comes from the backend, not the isolate's cache.
    const response = await request('/en-us/c/mens-jackets-10101?sort=newest&size=XS', undefined, { MOCKS: binding });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(canonicalOf(html)).toBe('https://shop.ridgeline.test/en-us/c/mens-jackets-10101');
    expect(calls.some((call) => call.url.pathname.endsWith('/products/v2/catalog') && call.url.searchParams.get('categoryId') === '10101')).toBe(true);
  });
});

describe('catalogue caches are per class of shopper', () => {
  const visitorCookie = async (visitor: Partial<VisitorKind>) => `${VISITOR_COOKIE}=${await signVisitorSummary(config.VISITOR_SECRET, { ...ANONYMOUS_VISITOR, ...visitor })}`;
  const catalogCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname.endsWith('/products/v2/catalog')).length;
  const availabilityCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname.endsWith('/availability')).length;

  it("never serves a guest's listing to an employee, an app or a mocked request, nor theirs to a guest", async () => {
    // A sort no other test asks for, so this isolate's listing cache starts empty for it.
    const path = `/en-us/c/womens-jackets-20101?sort=rating&size=M`;
    const { binding, calls } = recordingMocks();
    const get = (init?: RequestInit, suffix = '') => request(`${path}${suffix}`, init, { MOCKS: binding });
    await get();
    expect(catalogCalls(calls)).toBeGreaterThan(0);
    const perListing = catalogCalls(calls);
    await get();
    // The same guest listing again: the cache answered.
    expect(catalogCalls(calls)).toBe(perListing);
    await get({ headers: { cookie: await visitorCookie({ loggedIn: true, roles: ['employee'] }) } });
    expect(catalogCalls(calls)).toBe(2 * perListing);
    await get({ headers: { cookie: await visitorCookie({ loggedIn: true, loyaltyMember: true }) } });
    expect(catalogCalls(calls)).toBe(3 * perListing);
    await get({ headers: { 'user-agent': 'Mozilla/5.0 RidgelineApp/3.4.1' } });
    expect(catalogCalls(calls)).toBe(4 * perListing);
    await get(undefined, '&mock=commerce');
    expect(catalogCalls(calls)).toBe(5 * perListing);
    // And each class then finds its own entry.
    await get({ headers: { cookie: await visitorCookie({ loggedIn: true, roles: ['employee'] }) } });
    expect(catalogCalls(calls)).toBe(5 * perListing);
  });

  it('keeps no stock between renders: each one asks what orders have left', async () => {
    const path = await productPath('/en-us/c/sleeping-bags-40103', 'last');
    const { binding, calls } = recordingMocks();
    const fresh = { headers: { 'x-html-cache': 'bypass' } };
    await request(path, fresh, { MOCKS: binding });
    const once = availabilityCalls(calls);
    expect(once).toBeGreaterThan(0);
    await request(path, fresh, { MOCKS: binding });
    expect(availabilityCalls(calls)).toBe(2 * once);
  });
});
