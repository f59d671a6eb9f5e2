import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { canvasCacheKey, canvasKvKey } from '../../worker/content';
import { getSite } from '../../shared/site';
import { request } from './helpers';

const config = env as unknown as Env;

describe('site-wide fragment', () => {
  it('renders the header fragment (the promo bar) on every page', async () => {
    const html = await (await request('/en-us/c/tents-40102')).text();
    expect(html).toMatch(/class="site-fragment"[\s\S]*data-block="promo-bar"/);
  });

  it('raises the error page with the status, message and path of a fragment error', async () => {
    const fragmentKey = canvasKvKey(canvasCacheKey({ site: getSite('nb-no')!, locale: 'nb-no' }, { kind: 'fragment', fragmentId: 'header-promo' }));
    await config.CONTENT_CACHE.delete(fragmentKey);
    const real = config.MOCKS;
    const failing = {
      fetch(input: RequestInfo, init?: RequestInit) {
        const url = new URL(new Request(input, init).url);
        if (url.pathname.endsWith('/canvas/fragment')) {
          return Promise.resolve(Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'Fragment store unavailable' }], appId: 'cms', correlationId: 'x' }, { status: 503 }));
        }
        return real.fetch(input, init);
      },
    } as unknown as Fetcher;
    const response = await request('/nb-no/privacy', undefined, { MOCKS: failing });
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain('/nb-no/privacy: Fragment store unavailable (503)');
  });
});
