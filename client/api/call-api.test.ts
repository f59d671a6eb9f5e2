import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { api as catalogue } from '../../shared/api';
import { api, apiUrl, callApi, callFirstParty, firstPartyUrl, GENERIC_ERROR, type Fetch } from '.';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recording(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher: Fetch = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetcher };
}

describe('callApi', () => {
  it('calls the proxy with the entry path, its encoded parameters, the query and a JSON body', async () => {
    const { calls, fetcher } = recording(() => json({ id: 'R/1', helpfulCount: 1, notHelpfulCount: 0, myVote: 'helpful' }));
    const result = await callApi(api.reviews.voteReview, { params: { productId: 'AB123456', reviewId: 'R/1' }, body: { helpful: true } }, fetcher);
    expect(result).toEqual({ ok: true, data: { id: 'R/1', helpfulCount: 1, notHelpfulCount: 0, myVote: 'helpful' } });
    expect(calls[0]!.url).toBe('/api/products/v1/products/AB123456/review/R%2F1/vote');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"helpful":true}' });
    expect(apiUrl(api.products.catalog, { query: { categoryId: '10101', color: ['black', 'navy'], start: 0 } })).toBe('/api/products/v2/catalog?categoryId=10101&color=black&color=navy&start=0');
  });

  it('maps a catalogue error to its result: status, errorId, message and correlation id', async () => {
    const { fetcher } = recording(() => json({ errorDetails: [{ errorId: 'INV700', message: 'Item out of stock' }], appId: 'ridgeline', correlationId: 'corr-1' }, 409));
    const result = await callApi(api.products.availability, { params: { productId: 'AB123456' }, body: { quantity: 1 } }, fetcher);
    expect(result).toEqual({ ok: false, status: 409, error: { errorId: 'INV700', message: 'Item out of stock', correlationId: 'corr-1' } });
  });

  it('turns a failure without a catalogue body, an answer of the wrong shape, or no network into GEN500', async () => {
    const generic = (status: number) => ({ ok: false, status, error: { errorId: 'GEN500', message: GENERIC_ERROR, correlationId: null } });
    expect(await callApi(api.products.autoSuggest, { query: { q: 'ja' } }, recording(() => new Response('upstream down', { status: 502 })).fetcher)).toEqual(generic(502));
    expect(await callApi(api.products.autoSuggest, { query: { q: 'ja' } }, recording(() => json({ products: 'nope' })).fetcher)).toEqual(generic(200));
    expect(await callApi(api.products.autoSuggest, { query: { q: 'ja' } }, recording(() => Promise.reject(new TypeError('offline'))).fetcher)).toEqual(generic(0));
  });

  it('rejects when the caller aborted, so a superseded request never answers', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetcher } = recording(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(callApi(api.products.autoSuggest, { query: { q: 'ja' }, signal: controller.signal }, fetcher)).rejects.toThrow('aborted');
  });
});

describe('callFirstParty', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a write with its method and JSON body, and keeps the limit a refused change names', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return json({ errorDetails: [{ errorId: 'ADDED_MAX_QUANTITY', message: 'Too many', maxAllowedQty: 5 }], appId: 'ridgeline', correlationId: 'corr-2' }, 409);
    });
    const result = await callFirstParty('/fapi/cart/items', z.object({}), { method: 'POST', body: { productId: 'JK123456001-M', qty: 9 } });
    expect(calls[0]!.url).toBe('/fapi/cart/items');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"productId":"JK123456001-M","qty":9}' });
    expect(result).toEqual({ ok: false, status: 409, error: { errorId: 'ADDED_MAX_QUANTITY', message: 'Too many', correlationId: 'corr-2', maxAllowedQty: 5 } });
  });
});

describe('the site of a call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes under the page's locale, first-party routes and the proxy alike", async () => {
    vi.stubGlobal('location', { pathname: '/de-de/p/mens-aspen-shell-jacket-JK100775' });
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return json({});
    });
    await callFirstParty('/fapi/cart/items', z.object({}), { method: 'POST', body: { productId: 'JK123456001-M', qty: 1 } });
    expect(calls).toEqual(['/de-de/fapi/cart/items']);
    expect(apiUrl(api.products.catalog, { query: { categoryId: '10101' } })).toBe('/api/products/v2/catalog?locale=de-de&categoryId=10101');
  });

  it('stays at the root where no page names a site', () => {
    vi.stubGlobal('location', { pathname: '/preview/viewer' });
    expect(firstPartyUrl('/fapi/session')).toBe('/fapi/session');
    vi.stubGlobal('location', { pathname: '/nb-no' });
    expect(firstPartyUrl('/fapi/session')).toBe('/nb-no/fapi/session');
  });
});

// Only entries the proxy lets through can be called from the browser.
// @ts-expect-error the CMS is the worker's, never the browser's
export const notProxied = () => callApi(catalogue.content.sizeChart, { params: { productType: 'jacket' } });

// The browser holds routes without schemas; the compiler still checks each call against the
// catalogue's schemas. Each line below must fail to type-check.
export const mismatches = [
  // @ts-expect-error a payload of the wrong shape
  () => callApi(api.reviews.voteReview, { params: { productId: 'AB123456', reviewId: 'R1' }, body: { helpful: 'yes' } }),
  // @ts-expect-error a parameter the path does not have
  () => callApi(api.reviews.voteReview, { params: { productId: 'AB123456', answerId: 'R1' }, body: { helpful: true } }),
  async () => {
    const result = await callApi(api.products.productSearch, { query: { q: 'jacket' } });
    // @ts-expect-error the search answers a listing, not a product
    return result.ok ? result.data.variants : null;
  },
];
