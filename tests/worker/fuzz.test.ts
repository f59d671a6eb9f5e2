import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../shared/schemas';
import { generateCatalog } from '../../mocks/data/catalog';
import { mulberry32, pick, type Rng } from '../../mocks/data/prng';
import { productPath } from '../../shared/routing';
import { answersJson, routePath } from '../../worker/routes/route-path';
import type { Env } from '../../worker/env';
import { ORIGIN, request } from './helpers';

/*
 * A seeded fuzz over every route family: pages, the commerce proxy, every
 * first-party route (at the root and under a locale), preview, social, images
 * and the crawler files. Each request is a well-formed one with a few
 * mutations: malformed percent-escapes, huge or odd segments, unicode, bad
 * query values, bad or wrong-typed bodies, odd headers and cookies, other
 * methods; in turn with the edge HTML cache on and as production. Whatever a
 * client sends, the answer is below 500, and a JSON route's error is in the
 * catalogue shape; request() also awaits the background work (waitUntil), so
 * a rejected write fails the test too. The seed is fixed, so a failure names
 * a request that reproduces.
 */
const SEED = 0x5eed_0a10;
const REQUESTS = 1000;

const [product] = generateCatalog();
const PRODUCT = productPath('en-us', product!.slug, product!.id);
const json = (value: unknown) => JSON.stringify(value);

interface Seed {
  method: string;
  path: string;
  body?: string;
}

/** One well-formed request per route, the starting points of the mutations. */
const SEEDS: Seed[] = [
  // Pages
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/en-us' },
  { method: 'GET', path: '/de-de/c/mens-jackets-10101?color=black&sort=price-asc&page=2' },
  { method: 'GET', path: PRODUCT },
  { method: 'GET', path: '/en-us/search?q=rain+jacket' },
  { method: 'GET', path: '/en-us/explore/searchhub' },
  { method: 'GET', path: '/en-us/favorites?share=abc123' },
  { method: 'GET', path: '/fr-ca/privacy' },
  { method: 'GET', path: '/en-us/cart' },
  // Commerce proxy
  { method: 'GET', path: '/api/products/v2/catalog?categoryId=10101&count=2' },
  { method: 'GET', path: `/api/products/v2/products/${product!.id}/details` },
  { method: 'POST', path: `/api/products/v1/products/${product!.id}/availability`, body: '{}' },
  { method: 'POST', path: '/api/wishlists/v2/favorites', body: json({ id: product!.id, qty: 1, itemType: 'product', favoriteId: null }) },
  { method: 'GET', path: '/api/wishlists/v2/favorites/abc/share' },
  // First-party routes
  { method: 'GET', path: '/fapi/server/time' },
  { method: 'GET', path: '/fapi/components/search?offset=0&limit=2&tagId=hiking' },
  { method: 'GET', path: '/fapi/pages/location-selector' },
  { method: 'GET', path: '/fapi/pages/category?kind=category&categoryId=10101&section=lazy-stories' },
  { method: 'GET', path: '/fapi/size-chart/jacket' },
  { method: 'POST', path: '/en-us/fapi/cart/items', body: json({ productId: `${product!.id}001-M`, qty: 1 }) },
  { method: 'GET', path: '/en-us/fapi/cart?saved=1' },
  { method: 'GET', path: '/fapi/decisions?path=/en-us' },
  { method: 'GET', path: '/fapi/test/visitor?kind=loyalty&cart=full' },
  { method: 'POST', path: '/fapi/events', body: json({ events: [{ type: 'pageView', page: '/en-us' }] }) },
  { method: 'POST', path: '/fapi/events', body: json({ events: [{ type: 'experiments', page: '/en-us', impressions: ['home_hero'] }] }) },
  { method: 'POST', path: '/fapi/events', body: json({ events: [{ type: 'performance', page: '/en-us', ttfb: 1, fcp: 2, lcp: 3, cls: 0, inp: 4 }] }) },
  { method: 'POST', path: '/fapi/personalisation/decisions', body: json({ page: '/en-us' }) },
  { method: 'GET', path: '/de-de/fapi/size-chart/boot' },
  // Preview, social, images, crawler files
  { method: 'GET', path: '/preview/login?redirect=/preview/viewer' },
  { method: 'POST', path: '/preview/login', body: 'key=nope&redirect=/en-us' },
  { method: 'GET', path: '/preview/viewer?docType=page&limit=5' },
  { method: 'GET', path: '/social/streams/media/recent' },
  { method: 'GET', path: '/social/media/abc/streams' },
  { method: 'POST', path: '/social/stashes', body: json({ mediaId: 'abc' }) },
  { method: 'GET', path: `/images/product/${product!.id}-001.svg?w=320&q=50` },
  { method: 'GET', path: '/images/banner/hero.svg' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml' },
  { method: 'GET', path: '/sitemaps/de-de.xml' },
];

const BAD_ESCAPES = ['%ff%fe', '%', '%zz', '%E0%A4%A', '%C3', '%u0041', '%%', '%2', '%c0%af'];
const ODD_SEGMENTS = ['..', '.', '', '%2e%2e', '%2F', '%00', '%0d%0a', '%25ff', 'ünï©ødé', '😀', '\u202e', 'a'.repeat(4096), '%20', '<script>', "'", '"', ';', 'x'.repeat(300) + '%ff'];
// Page paths that URL parsing reads as another host (and rejects): `//[`, `/\\[`, `//%ff`.
const HOSTILE_PAGES = ['//[', '/\\[', '//%ff', '//a:b@', '//x:99999'];
const QUERY_MUTATIONS = [
  'q=%ff', 'page=-1', 'page=99999999999', 'sort=%zz', 'color=%E0%A4%A', 'mock=all', 'locale=%ff', 'locale=xx-xx', 'preview=true',
  'bypassAllCache=true', 'path=%ff', 'path=//evil.example', 'kind=%ff', 'categoryId=%00', 'section=lazy-%ff', 'limit=1e309',
  'offset=-0', 'tagId=%ff', 'w=%ff', ...HOSTILE_PAGES.map((page) => `path=${encodeURIComponent(page)}`), 'q=' + 'a'.repeat(5000), 'share=%ff', 'redirect=%ff', 'p13n_testcontext=%ff', 'region=%ff', '%ff=%fe', '=', '&&&',
];
const BODIES = [
  '{"a":', 'not json', '[]', 'null', '"string"', '{}', json({ page: '%ff' }), json({ type: 'nope' }),
  ...HOSTILE_PAGES.flatMap((page) => [json({ page }), json({ type: 'pageView', page }), json({ page, impressions: ['home_hero'] }), json({ page, ttfb: 1, fcp: 1, lcp: 1, cls: 0, inp: 1 }),
    json({ events: [{ type: 'pageView', page }] }), json({ events: [{ type: 'experiments', page, impressions: ['home_hero'] }] }), json({ events: [{ type: 'performance', page, ttfb: 1 }] })]),
  '\u0000', '{"page":"/en-us","impressions":[' + '"x",'.repeat(50) + '"y"]}', '{"events":[{"type":"experiments","page":"/en-us","impressions":[' + '"x",'.repeat(50) + '"y"]}]}', json({ events: [] }), json({ events: [{ type: 'nope' }] }), 'x'.repeat(20_000)];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', ''];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const HEADERS: Array<[string, string]> = [
  ['cookie', 'OptanonConsent=%ff'], ['cookie', 'rl_vk=%ff.%fe'], ['cookie', 'rl_vuid=%ff'], ['cookie', 'p13n_testcontext=%E0%A4%A'], ['cookie', 'mt.v=%zz'],
  ['cookie', 'rl_usid=%ff'], ['cookie', 'rl_preview=%ff; rl_seg=%ff'], ['x-preview-token', 'forged.token'], ['user-agent', 'Googlebot/2.1'],
  ['user-agent', 'RidgelineApp/1.0'], ['x-html-cache', 'bypass'], ['referer', 'http://%ff'], ['sec-ch-viewport-width', '-1'], ['accept', 'text/html'],
];

/** The worker's configurations that change what a route does: the tests' default, the edge HTML cache on, production. */
const CONFIGURATIONS: Array<Partial<Env>> = [{}, { HTML_CACHE: 'on' }, {}, { ENVIRONMENT: 'production' }];


function mutatePath(random: Rng, path: string): string {
  const segments = path.split('/');
  // Segment 0 is before the leading slash; segment 1 may be the locale or the family.
  const at = 1 + Math.floor(random() * (segments.length - 1));
  const roll = random();
  if (roll < 0.4) segments[at] = `${segments[at]}${pick(random, BAD_ESCAPES)}`;
  else if (roll < 0.7) segments[at] = pick(random, ODD_SEGMENTS);
  else if (roll < 0.85) segments.splice(at + 1, 0, pick(random, [...ODD_SEGMENTS, ...BAD_ESCAPES]));
  else if (roll < 0.92) segments.splice(1, 0, pick(random, ['de-de', 'xx-xx', 'EN-US', 'en-us']));
  else segments[at] = encodeURIComponent(segments[at] ?? '');
  return segments.join('/');
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

function fuzzRequest(random: Rng): FuzzRequest {
  const seed = pick(random, SEEDS);
  const [rawPath, rawQuery = ''] = seed.path.split('?');
  let path = rawPath!;
  let query = rawQuery;
  let method = seed.method;
  let body = seed.body;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = seed.path.startsWith('/preview') ? 'application/x-www-form-urlencoded' : 'application/json';
  const mutations = 1 + Math.floor(random() * 3);
  for (let i = 0; i < mutations; i++) {
    const roll = random();
    if (roll < 0.45) path = mutatePath(random, path);
    else if (roll < 0.7) query = [query, pick(random, QUERY_MUTATIONS)].filter(Boolean).join('&');
    else if (roll < 0.82) method = pick(random, METHODS);
    else if (roll < 0.94) {
      body = pick(random, BODIES);
      headers['content-type'] = pick(random, CONTENT_TYPES);
      if (method === 'GET' || method === 'HEAD') method = 'POST';
    } else {
      const [name, value] = pick(random, HEADERS);
      headers[name] = value;
    }
  }
  if (method === 'GET' || method === 'HEAD') body = undefined;
  if (headers['content-type'] === '') delete headers['content-type'];
  return { method, url: `${path}${query ? `?${query}` : ''}`, headers, ...(body !== undefined ? { body } : {}) };
}

const describeRequest = (fuzz: FuzzRequest) => `${fuzz.method} ${fuzz.url.length > 200 ? `${fuzz.url.slice(0, 200)}…(${fuzz.url.length} chars)` : fuzz.url}${fuzz.body !== undefined ? ` body=${JSON.stringify(fuzz.body.slice(0, 60))}` : ''}${Object.entries(fuzz.headers).map(([name, value]) => ` ${name}: ${value}`).join('')}`;

/** What is wrong with one answer, or null. */
async function problemWith(fuzz: FuzzRequest, response: Response): Promise<string | null> {
  const text = await response.text();
  if (response.status >= 500) return `${response.status}: ${text.slice(0, 200)}`;
  const path = routePath(new Request(`${ORIGIN}${fuzz.url}`));
  if (fuzz.method !== 'HEAD' && response.status >= 400 && answersJson(path)) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // reported below
    }
    if (!ErrorResponseSchema.safeParse(body).success) return `${response.status} not in the catalogue shape: ${text.slice(0, 200)}`;
  }
  return null;
}

describe('fuzzing every route family', () => {
  it(`never answers a client's input with a 5xx (${REQUESTS} requests, seed ${SEED.toString(16)})`, async () => {
    const random = mulberry32(SEED);
    const problems: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const fuzz = fuzzRequest(random);
      const overrides = CONFIGURATIONS[i % CONFIGURATIONS.length]!;
      const response = await request(fuzz.url, { method: fuzz.method, headers: fuzz.headers, ...(fuzz.body !== undefined ? { body: fuzz.body } : {}) }, overrides);
      const problem = await problemWith(fuzz, response);
      if (problem) problems.push(`#${i} ${describeRequest(fuzz)} with ${JSON.stringify(overrides)} → ${problem}`);
    }
    expect(problems.slice(0, 25), `${problems.length} of ${REQUESTS} requests failed`).toEqual([]);
  }, 120_000);

  it('answers a content path too long for the canvas cache with the 404 page, its background work included', async () => {
    // The content cache's key for this slug is over KV's 512 bytes; request() awaits waitUntil too.
    const response = await request(`/en-us/${'a'.repeat(4096)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('answers malformed percent-encoding on /fapi/pages with a 400 in the catalogue shape', async () => {
    for (const path of ['/fapi/pages/%ff%fe', '/de-de/fapi/pages/%ff%fe', '/fapi/pages/location-%E0%A4%A']) {
      const response = await request(path);
      expect(response.status, path).toBe(400);
      expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]!.errorId, path).toBe('API400');
    }
  });
});
