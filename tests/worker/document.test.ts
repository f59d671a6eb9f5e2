import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { nonceOf, request, scriptTags } from './helpers';

/** A CSP header as directive → sources. */
function cspDirectives(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

/** A Permissions-Policy header as feature → allow list. */
function permissions(header: string): Record<string, string> {
  return Object.fromEntries(header.split(',').map((part) => part.trim().split('=') as [string, string]));
}

describe('document security', () => {
  it('sends a fresh CSP nonce per response and puts it on every inline script', async () => {
    const first = await request('/en-us');
    const second = await request('/en-us');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe(b);
    for (const [response, nonce] of [[first, a], [second, b]] as const) {
      const html = await response.text();
      const executable = scriptTags(html).filter((tag) => !/type="application\/json"/.test(tag));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('locks the policy down and sends the other security headers', async () => {
    const response = await request('/en-us');
    const nonce = nonceOf(response);
    // Every directive, exactly: a loosened source list or a dropped directive fails here.
    expect(cspDirectives(response.headers.get('content-security-policy')!)).toEqual({
      'default-src': ["'self'"],
      'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
      'style-src': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'", 'https://res.cloudinary.com'],
      'connect-src': ["'self'"],
      // Only the payment provider's card fields may be framed, and no provider can be framed from this host.
      'frame-src': ["'none'"],
      'font-src': ["'self'"],
      // The shop's own service worker and web manifest, nothing else.
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      // What it refuses is reported to the worker.
      'report-to': ['csp'],
      'report-uri': ['/csp-reports'],
    });
    // The policy's nonce is the one the document's scripts carry.
    const scripts = scriptTags(await response.text()).filter((tag) => !/type="application\/json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(permissions(response.headers.get('permissions-policy')!)).toEqual({ camera: '()', microphone: '()', geolocation: '(self)', payment: '(self)' });
  });

  it('sends the same security headers on API answers', async () => {
    const response = await request('/fapi/server/time');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(cspDirectives(response.headers.get('content-security-policy')!)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('gives every response its own correlation id', async () => {
    const [a, b] = await Promise.all([request('/en-us/cart'), request('/en-us/cart')]);
    expect(a.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-correlation-id')).not.toBe(b.headers.get('x-correlation-id'));
  });

  it('never caches the document as immutable', async () => {
    const response = await request('/en-us');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('serialises state so a hostile query cannot break out of its script', async () => {
    const attack = '</script><script>alert(1)</script>\u2028';
    const html = await (await request(`/en-us/search?q=${encodeURIComponent(attack)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    const state = /<script id="__RIDGELINE_STATE__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!).page.query).toBe(attack.trim());
  });
});

/** The real mocks, with one upstream path answering late. */
function delayed(path: string, ms: number): Fetcher {
  const real = (env as unknown as Env).MOCKS;
  return {
    async fetch(input: RequestInfo, init?: RequestInit) {
      if (new URL(new Request(input, init).url).pathname === path) await new Promise((resolve) => setTimeout(resolve, ms));
      return real.fetch(input, init);
    },
  } as unknown as Fetcher;
}

describe('streaming', () => {
  it('flushes the head and the grid skeleton before slow listing data arrives', async () => {
    const response = await request('/en-us/c/womens-jackets-20101', undefined, { MOCKS: delayed('/products/v2/catalog', 300) });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // Everything React sent up to and including the skeleton is the shell.
    let first = '';
    while (!first.includes('aria-label="Loading products"')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('stream ended before the skeleton');
      first += decoder.decode(chunk.value, { stream: true });
    }
    expect(first).toContain('</head>');
    expect(first).toMatch(/<link rel="stylesheet" href="\/assets\/entry-[\w-]+\.css"/);
    expect(first).toMatch(/<link rel="modulepreload"[^>]+href="\/assets\/entry-[\w-]+\.js"/);
    expect(first).not.toContain('<li><a href="/en-us/p/');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
    expect(rest).toContain('<li><a href="/en-us/p/');
    expect(rest).toContain('data-deferred="listing"');
  });

  it('sends data that is already at hand inline, without a skeleton', async () => {
    await (await request('/en-us/c/mens-fleece-10102')).text();
    const response = await request('/en-us/c/mens-fleece-10102');
    const html = await response.text();
    expect(html).toContain('<li><a href="/en-us/p/');
    expect(html).not.toContain('aria-label="Loading products"');
    // The page still boots: the entry module carries this response's nonce.
    const entry = scriptTags(html).find((tag) => tag.includes('type="module"'));
    expect(entry).toMatch(/src="\/assets\/entry-[\w-]+\.js"/);
    expect(entry).toContain(`nonce="${nonceOf(response)}"`);
  });
});

describe('code splitting', () => {
  it("preloads the chunks of the page's own view and canvas blocks, and no other page's", async () => {
    const product = await (await request('/en-us/p/mens-scree-softshell-jacket-JK619948')).text();
    expect(product).toMatch(/<link rel="modulepreload" href="\/assets\/ProductPage-[\w-]+\.js"/);
    expect(product).not.toContain('/assets/HomePage-');
    const home = await (await request('/en-us')).text();
    expect(home).toMatch(/<link rel="modulepreload" href="\/assets\/HomePage-[\w-]+\.js"/);
    // The seeded home canvas leads with a hero: the banner family comes with the page.
    expect(home).toMatch(/<link rel="modulepreload" href="\/assets\/banners-[\w-]+\.js"/);
    expect(home).not.toContain('/assets/ProductPage-');
  });
});

describe('failures', () => {
  it('renders the error page with the CMS failure, its path and no stack trace when an upstream is down', async () => {
    const broken = { fetch: () => Promise.reject(new Error('connection refused at mocks.internal:443')) } as unknown as Fetcher;
    const response = await request('/nb-no', undefined, { MOCKS: broken });
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(html).toContain('<h1 class="page-title">Noe gikk galt</h1>');
    expect(html).toContain('/nb-no: General error (504)');
    expect(html).toContain(response.headers.get('x-correlation-id')!);
    expect(html).not.toMatch(/connection refused|at [\w.]+ \(|Error:/);
  });

  it('answers an exception with a 500 page and no stack trace', async () => {
    const noAssets = { fetch: () => Promise.resolve(new Response('gone', { status: 500 })) } as unknown as Fetcher;
    // DEV_WATCH makes the worker re-read the asset manifest, so the broken ASSETS binding is used.
    const response = await request('/en-us/privacy', undefined, { ASSETS: noAssets, DEV_WATCH: '1' });
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).not.toMatch(/asset manifest|at [\w.]+ \(|Error:/);
  });

  it('keeps the page when a streamed region fails, showing the region as unavailable', async () => {
    const real = (env as unknown as Env).MOCKS;
    const flaky = {
      fetch: (input: RequestInfo, init?: RequestInit) =>
        new URL(new Request(input, init).url).pathname === '/products/v2/catalog' ? Promise.resolve(new Response('oops', { status: 503 })) : real.fetch(input, init),
    } as unknown as Fetcher;
    const response = await request('/en-gb/c/backpacks-40101', undefined, { MOCKS: flaky });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('couldn’t load these products');
  });
});
