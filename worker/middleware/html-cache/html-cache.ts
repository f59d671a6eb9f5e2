import { createMiddleware } from 'hono/factory';
import type { RequestContext } from '../../env';
import type { AppEnv } from '../../app-env';
import { loadAssets } from '../../render/assets';
import { MONETATE_ID_COOKIE, readCartCount, VUID_COOKIE } from '../../decisions';
import { serviceInputs } from '../request-context/service-inputs';
import { bypassReason, htmlCacheKeyHash, htmlCacheKeyParts, htmlCacheUrl } from './key';
import { isDegradedDocument } from './degraded';
import { compileTemplate, fillTemplate, type TokenTemplate } from './tokens';
import { CART_COUNT_SLOTS, cartCountValues } from '../../render/cart-count-slots';

/*
 * Edge HTML cache for shopper pages: the Workers Cache API, with
 * a small per-isolate memory layer in front of it for the hottest pages.
 *
 * Key: path and the query the page reads, locale, segment key, experiment
 * variations and consent class (key.ts), plus the asset build. The key does
 * the varying, so no Vary header is needed; `x-cache-key` shows its hash.
 *
 * Per-response values: the CSP nonce and the correlation id are unique
 * random tokens that end up in the HTML (nonce attributes, the
 * state JSON). The stored copy has them swapped for placeholders and every
 * hit swaps in this response's values, so the scripts' nonces always match
 * the CSP header secureHeaders sets for this response. A stored body is
 * complete, so the swap works on the whole text and no token can be split;
 * the memory layer keeps it cut at the placeholders and encoded, so a hit
 * only copies bytes.
 *
 * Cookies: no Set-Cookie is ever stored. Cookies that middleware outside
 * this one sets (the experiments visitor id) belong to the request, not the
 * page: Hono adds them to whatever response this layer returns, hit or miss.
 * Inside it, a layer may mint a visitor id (VISITOR_ID_COOKIES); the HTML
 * does not depend on it, so the page is stored without it. Any other cookie
 * the page sets means it was made for that visitor: served, never stored.
 *
 * Browsers' policy is unchanged (`private, no-cache`): only the edge copy
 * lives, for HTML_CACHE_TTL_SECONDS from its render. Writes run in waitUntil.
 */

export const HTML_CACHE_TTL_SECONDS = 60;
export const HTML_CACHE_NAME = 'html';
export const NONCE_PLACEHOLDER = '__rl-html-cache-nonce__';
export const CORRELATION_PLACEHOLDER = '__rl-html-cache-correlation-id__';
/** When the stored copy was rendered (ms), so every layer expires it at the same moment. */
const RENDERED_AT_HEADER = 'x-html-cache-rendered-at';
/** The stored response headers besides cache-control: everything else (cookies above all) is per response. */
const STORED_HEADERS = ['content-type', 'x-page-type'] as const;
/** The memory layer: a few hot documents per isolate, each small enough not to crowd the isolate. */
export const MEMORY_ENTRIES = 32;
const MEMORY_MAX_BYTES = 256 * 1024;

/**
 * Visitor ids a page layer mints on a first visit. They name the browser, not
 * the page: the HTML is the same without them, so a page that set one is
 * stored without it. A hit runs none of those layers, so it needs none; the
 * next miss mints it.
 */
const VISITOR_ID_COOKIES = new Set([MONETATE_ID_COOKIE, VUID_COOKIE]);

interface StoredPage {
  /** The stored HTML cut at its placeholders (PLACEHOLDERS order), for serving hits. */
  template: TokenTemplate;
  headers: Record<(typeof STORED_HEADERS)[number], string | null>;
  expires: number;
  /** The key's debugging hash (x-cache-key), kept so a memory hit does not hash again. */
  hash: string;
}

// Anonymous-class HTML with its per-response tokens taken out: shared by
// every visitor with the same key, never one shopper's data.
const memory = new Map<string, StoredPage>();

function remember(key: string, page: StoredPage): void {
  if (page.template.partBytes > MEMORY_MAX_BYTES) return;
  memory.delete(key);
  if (memory.size >= MEMORY_ENTRIES) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
  memory.set(key, page);
}

function recall(key: string, now: number): StoredPage | undefined {
  const page = memory.get(key);
  if (page && page.expires <= now) memory.delete(key);
  return page && page.expires > now ? page : undefined;
}

// The visitor id never reaches the HTML (AppState leaves it out), so it needs no swap. The
// header's cart count is the shopper's own, so every hit shows theirs.
const PLACEHOLDERS = [NONCE_PLACEHOLDER, CORRELATION_PLACEHOLDER, ...CART_COUNT_SLOTS] as const;

/** This response's values of the placeholders, in PLACEHOLDERS order. */
const perResponseValues = (nonce: string, ctx: RequestContext, cartCount: number): string[] => [nonce, ctx.correlationId, ...cartCountValues(cartCount, ctx.site)];

const cookieName = (cookie: string) => cookie.slice(0, cookie.indexOf('=')).trim();

function storable(response: Response, cookiesBefore: ReadonlySet<string>): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  // The page layers mark HTML made for one visitor (an engine decision, a preview) no-store.
  if (/\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return false;
  return response.headers.getSetCookie().every((cookie) => cookiesBefore.has(cookie) || VISITOR_ID_COOKIES.has(cookieName(cookie)));
}

function storedHeaders(headers: Headers): StoredPage['headers'] {
  return { 'content-type': headers.get('content-type'), 'x-page-type': headers.get('x-page-type') };
}

const storedPage = (html: string, headers: StoredPage['headers'], expires: number, hash: string): StoredPage => ({ template: compileTemplate(html, PLACEHOLDERS), headers, expires, hash });

async function fromCacheApi(cache: Cache, key: Request, hash: string, now: number): Promise<StoredPage | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const expires = Number(hit.headers.get(RENDERED_AT_HEADER)) + HTML_CACHE_TTL_SECONDS * 1000;
  const html = await hit.text();
  return Number.isFinite(expires) && expires > now ? storedPage(html, storedHeaders(hit.headers), expires, hash) : undefined;
}

/** `values` are this response's, in PLACEHOLDERS order: cut at them, the page is the template a hit fills. */
/**
 * Only a page rendered whole is shared: read to its end (a stream that errored rejects here), said
 * whole by its renderer, and whole by its own text. A degraded page (a region that failed or was
 * left as its skeleton, a render cut short) was served once to its visitor and is not kept.
 */
async function store(cache: Cache, key: Request, memoryKey: string, hash: string, body: ReadableStream<Uint8Array>, headers: StoredPage['headers'], values: readonly string[], renderedAt: number, whole: Promise<boolean> | undefined): Promise<void> {
  const html = await new Response(body).text();
  if ((whole !== undefined && !(await whole)) || isDegradedDocument(html)) return;
  const template = compileTemplate(html, values);
  remember(memoryKey, { template, headers, expires: renderedAt + HTML_CACHE_TTL_SECONDS * 1000, hash });
  const stored = new Headers({ 'cache-control': `public, max-age=${HTML_CACHE_TTL_SECONDS}`, [RENDERED_AT_HEADER]: String(renderedAt) });
  for (const name of STORED_HEADERS) if (headers[name] !== null) stored.set(name, headers[name]);
  await cache.put(key, new Response(fillTemplate(template, PLACEHOLDERS), { status: 200, headers: stored }));
}

// The cache handle is the same for every request of the isolate: kept once open, never as the
// promise of it, which would hang a second request awaiting it if the first were cancelled.
let htmlCacheHandle: Cache | undefined;
const openCache = async () => (htmlCacheHandle ??= await caches.open(HTML_CACHE_NAME));

export const htmlCache = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('requestContext');
  const url = ctx.url;
  const nonce = c.get('secureHeadersNonce');
  const bypass = c.env.HTML_CACHE === 'off' || ctx.route === null || !nonce || bypassReason(c, url) !== null;
  if (bypass) {
    await next();
    c.res.headers.set('x-cache', 'BYPASS');
    return;
  }

  const build = (await loadAssets(c.env.ASSETS, c.env.DEV_WATCH === '1')).entry;
  const parts = htmlCacheKeyParts(ctx, url);
  // What the Cache API key names (every part, so a part added is never left out), without building a URL on the hottest path.
  const memoryKey = JSON.stringify([url.origin, build, parts]);
  const values = perResponseValues(nonce, ctx, readCartCount(serviceInputs(c).session));
  // Reading c.res makes Hono carry the cookies set so far (the request's, not the page's) onto
  // whatever response this layer returns, hit or miss.
  const cookiesBefore = new Set(c.res.headers.getSetCookie());

  // The hottest path: a memory hit needs no hashing and no Cache API call.
  const now = Date.now();
  let page = recall(memoryKey, now);
  const hash = page?.hash ?? (await htmlCacheKeyHash(build, parts));
  const key = () => new Request(htmlCacheUrl(url.origin, build, parts), { method: 'GET' });
  if (!page) {
    page = await fromCacheApi(await openCache(), key(), hash, now);
    if (page) remember(memoryKey, page);
  }
  if (page) {
    const headers = new Headers({ 'cache-control': 'private, no-cache', 'x-cache': 'HIT', 'x-cache-key': hash });
    for (const name of STORED_HEADERS) if (page.headers[name] !== null) headers.set(name, page.headers[name]);
    return new Response(fillTemplate(page.template, values), { status: 200, headers });
  }

  await next();
  const response = c.res;
  if (!storable(response, cookiesBefore)) {
    response.headers.set('x-cache', 'BYPASS');
    return;
  }
  const [served, stored] = response.body!.tee();
  const cache = await openCache();
  c.executionCtx.waitUntil(
    store(cache, key(), memoryKey, hash, stored, storedHeaders(response.headers), values, now, c.get('renderWhole')).catch((error: unknown) => {
      console.error(JSON.stringify({ msg: 'html cache write failed', correlationId: ctx.correlationId, error: String(error) }));
    }),
  );
  const fresh = new Response(served, response);
  fresh.headers.set('x-cache', 'MISS');
  fresh.headers.set('x-cache-key', hash);
  c.res = fresh;
});
