import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { generateCatalog } from '../../mocks/data/catalog';
import { pick, type Rng } from '../../mocks/data/prng';
import { productPath } from '../../shared/routing';
import { answersJson, routePath } from '../../worker/routes/route-path';

/*
 * Hostile requests over every route family, for the seeded slice in the worker tests and for
 * `npm run fuzz` against a running shop: pages, the commerce proxy, every first-party route (at the
 * root and under a locale), checkout, sign-in, preview, social, images and the crawler files. Each
 * request is a well-formed one with a few mutations: malformed percent-escapes, traversal, huge or
 * odd segments, unicode, bad query values, bodies that are malformed, huge, deeply nested or of the
 * wrong types, odd headers, garbage in every cookie the worker reads, chunked uploads, other
 * methods. Whatever a client sends, the answer is below 500, and a JSON route's error is in the
 * catalogue shape. Everything derives from the seed, so a failure names a request that reproduces.
 */
export const SEED = 0x5eed_0a10;

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
  { method: 'PUT', path: '/en-us/fapi/cart/coupon', body: json({ code: 'RWD-10-OFF' }) },
  { method: 'PATCH', path: '/en-us/fapi/cart/items/abc123', body: json({ qty: 2 }) },
  { method: 'GET', path: '/en-us/fapi/checkout' },
  { method: 'POST', path: '/en-us/fapi/checkout/shipping-address', body: json({ address: { firstName: 'Robin', lastName: 'Hale', address1: '1200 Pearl Street', city: 'Boulder', stateCode: 'CO', postalCode: '80302', countryCode: 'US', phone: '+13035550142', email: 'robin@example.com' } }) },
  { method: 'POST', path: '/en-us/fapi/checkout/shipping-method', body: json({ shippingId: 'me', code: 'STANDARD' }) },
  { method: 'POST', path: '/en-us/fapi/checkout/payment-instruments', body: json({ paymentMethodId: 'GIFT_CARD', giftCardNumber: '6006491234567890', pin: '1234' }) },
  { method: 'POST', path: '/en-us/fapi/checkout/gift-card-balance', body: json({ giftCardNumber: '6006491234567890', pin: '1234' }) },
  { method: 'POST', path: '/en-us/fapi/checkout/order', body: json({ attemptId: '00000000-0000-4000-8000-000000000000', legalAccepted: true, captcha: 'c' }) },
  { method: 'GET', path: '/en-us/fapi/checkout/collection-points?postalCode=80302' },
  { method: 'POST', path: '/en-us/fapi/auth/signin', body: json({ email: 'alex.morgan@example.com', password: 'x', captcha: 'c' }) },
  { method: 'POST', path: '/en-us/fapi/auth/signup', body: json({ email: 'a@example.com', password: 'Secret-123' }) },
  { method: 'PUT', path: '/en-us/fapi/account/profile', body: json({ firstName: 'Ivan' }) },
  { method: 'GET', path: '/en-us/fapi/account/orders?page=1' },
  { method: 'POST', path: '/en-us/fapi/orders/track', body: json({ orderNumber: 'RL0000001', email: 'a@example.com' }) },
  { method: 'POST', path: '/csp-reports', body: json({ 'csp-report': { 'blocked-uri': 'inline' } }) },
  { method: 'POST', path: '/captcha/v1/tokens', body: json({ action: 'login' }) },
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
const ODD_SEGMENTS = ['..%2f..%2f..%2fetc%2fpasswd', '....//....//', '%2e%2e%2f%2e%2e%2f', '..\\..\\', '%252e%252e%252f', '/%2e%2e/%2e%2e/','..', '.', '', '%2e%2e', '%2F', '%00', '%0d%0a', '%25ff', 'ünï©ødé', '😀', '\u202e', 'a'.repeat(4096), '%20', '<script>', "'", '"', ';', 'x'.repeat(300) + '%ff'];
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
  // Deep, huge and wrongly typed JSON.
  '['.repeat(50_000) + ']'.repeat(50_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), json({ items: Array.from({ length: 20_000 }, (_, i) => ({ productId: `X${i}`, qty: i })) }),
  json({ productId: 123, qty: 'two' }), json({ productId: ['a'], qty: { $gt: 0 } }), json({ qty: 1e308 }), json({ qty: -1 }), json({ qty: 1.5 }), json({ address: 'x' }), json({ address: { countryCode: { __proto__: { admin: true } } } }),
  json({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }), json({ email: ['a@example.com'], password: null }), json({ code: 'x'.repeat(10_000) }), json({ attemptId: 7, legalAccepted: 'yes' }),
  '\u0000', '{"page":"/en-us","impressions":[' + '"x",'.repeat(50) + '"y"]}', '{"events":[{"type":"experiments","page":"/en-us","impressions":[' + '"x",'.repeat(50) + '"y"]}]}', json({ events: [] }), json({ events: [{ type: 'nope' }] }), 'x'.repeat(20_000)];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', ''];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
/** Every cookie the worker reads. */
const COOKIES = ['OptanonConsent', 'rl_vk', 'rl_vuid', 'p13n_testcontext', 'mt.v', 'rl_usid', 'rl_session', 'rl_preview', 'rl_seg', 'rl_cart', 'rl_pkce', 'rl_location'];
// Header values are bytes: what is past Latin-1 goes as its UTF-8 escaped, as a browser would store it.
const COOKIE_GARBAGE = ['%ff', '%E0%A4%A', 'a'.repeat(4000), '{"x":', '""', '"', 'e30.e30.e30', '..', '\u00ff\u00fe', '%F0%9F%98%80', 'null', '[]', '-1', 'x;y', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', '%00'];
const HEADERS: Array<[string, string]> = [
  ['cookie', 'OptanonConsent=%ff'], ['cookie', 'rl_vk=%ff.%fe'], ['cookie', 'rl_vuid=%ff'], ['cookie', 'p13n_testcontext=%E0%A4%A'], ['cookie', 'mt.v=%zz'],
  ['cookie', 'rl_usid=%ff'], ['cookie', 'rl_preview=%ff; rl_seg=%ff'], ['x-preview-token', 'forged.token'], ['user-agent', 'Googlebot/2.1'],
  ['user-agent', 'RidgelineApp/1.0'], ['x-html-cache', 'bypass'], ['referer', 'http://%ff'], ['sec-ch-viewport-width', '-1'], ['accept', 'text/html'],
];



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

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent as a stream of small chunks (Transfer-Encoding: chunked) rather than with a length. */
  chunked?: boolean;
}

/** One hostile request, drawn from `random`. */
export function fuzzRequest(random: Rng): FuzzRequest {
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
    } else if (roll < 0.97) {
      const [name, value] = pick(random, HEADERS);
      headers[name] = value;
    } else {
      const cookie = `${pick(random, COOKIES)}=${pick(random, COOKIE_GARBAGE)}`;
      headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
    }
  }
  const chunked = body !== undefined && random() < 0.1;
  if (method === 'GET' || method === 'HEAD') body = undefined;
  if (headers['content-type'] === '') delete headers['content-type'];
  return { method, url: `${path}${query ? `?${query}` : ''}`, headers, ...(body !== undefined ? { body } : {}), ...(chunked && body !== undefined ? { chunked } : {}) };
}

export const describeRequest = (fuzz: FuzzRequest) => `${fuzz.method} ${fuzz.url.length > 200 ? `${fuzz.url.slice(0, 200)}…(${fuzz.url.length} chars)` : fuzz.url}${fuzz.body !== undefined ? ` body=${JSON.stringify(fuzz.body.slice(0, 60))}${fuzz.chunked ? ' (chunked)' : ''}` : ''}${Object.entries(fuzz.headers).map(([name, value]) => ` ${name}: ${value}`).join('')}`;

/** The request's body as sent: the string, or a stream of small chunks. */
export function bodyOf(fuzz: FuzzRequest): BodyInit | undefined {
  if (fuzz.body === undefined || !fuzz.chunked) return fuzz.body;
  const bytes = new TextEncoder().encode(fuzz.body);
  const CHUNK = 1024;
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + CHUNK));
      at += CHUNK;
    },
  });
}

/** The route family a request falls in, for reports: `/api`, `/fapi/cart`, `page`, … */
export function familyOf(url: string, origin = 'https://fuzz.invalid'): string {
  let path: string;
  try {
    path = routePath(new Request(`${origin}${url}`));
  } catch {
    return 'unparsable';
  }
  const [, first = '', second = ''] = path.split('/');
  if (first === 'fapi') return /^[a-z-]{1,24}$/.test(second) ? `/fapi/${second}` : '/fapi (other)';
  return ['api', 'preview', 'social', 'images', 'captcha', 'csp-reports'].includes(first) ? `/${first}` : 'page';
}

/** What is wrong with one answer (its status and text), or null. */
export function problemWith(fuzz: FuzzRequest, status: number, text: string, origin = 'https://fuzz.invalid'): string | null {
  if (status >= 500) return `${status}: ${text.slice(0, 200)}`;
  let path: string;
  try {
    path = routePath(new Request(`${origin}${fuzz.url}`));
  } catch {
    return null;
  }
  if (fuzz.method !== 'HEAD' && status >= 400 && answersJson(path)) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // reported below
    }
    if (!ErrorResponseSchema.safeParse(body).success) return `${status} not in the catalogue shape: ${text.slice(0, 200)}`;
  }
  return null;
}

