import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseListingState } from '../../../shared/catalogue';
import type { CatalogResponse } from '../../../shared/catalogue/schemas/catalog';
import { ListingFetchError, fetchListing, pageQuery } from './fetch-listing';

const state = parseListingState(new URLSearchParams('color=navy&color=black&sort=price-asc&page=3'));
const page = (start: number, count: number): CatalogResponse => ({ name: 'Men', numFound: 300, start, count, facets: [], products: [] });

afterEach(() => vi.unstubAllGlobals());

describe('pageQuery', () => {
  it('puts the search term first and drops defaults', () => {
    expect(pageQuery({ kind: 'search', q: 'rain jacket' }, state)).toBe('?q=rain+jacket&color=black&color=navy&sort=price-asc&page=3');
    expect(pageQuery({ kind: 'category', categoryId: '10000' }, parseListingState(new URLSearchParams('')))).toBe('');
  });
});

describe('fetchListing', () => {
  it('asks the proxy for a range, split where the backend caps it, never forwarding the page number', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const params = new URL(url, 'https://x').searchParams;
      return new Response(JSON.stringify(page(Number(params.get('start')), Number(params.get('count')))));
    });
    const result = await fetchListing({ kind: 'category', categoryId: '10000' }, state, { start: 0, count: 144 }, new AbortController().signal);
    expect(urls).toEqual([
      '/api/products/v2/catalog?categoryId=10000&color=black&color=navy&sort=price-asc&start=0&count=96',
      '/api/products/v2/catalog?categoryId=10000&color=black&color=navy&sort=price-asc&start=96&count=48',
    ]);
    expect(result.numFound).toBe(300);
  });

  it('sends relevance explicitly and uses the search endpoint for a search', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(page(0, 48)));
    });
    await fetchListing({ kind: 'search', q: 'tent' }, parseListingState(new URLSearchParams('')), { start: 48, count: 48 }, new AbortController().signal);
    expect(urls).toEqual(['/api/products/v2/search/productSearch?q=tent&sort=relevance&start=48&count=48']);
  });

  it('rejects a response that fails the schema or an error status', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ products: 'nope' })));
    await expect(fetchListing({ kind: 'search', q: 'tent' }, state, { start: 0, count: 48 }, new AbortController().signal)).rejects.toBeInstanceOf(ListingFetchError);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 502 }));
    await expect(fetchListing({ kind: 'search', q: 'tent' }, state, { start: 0, count: 48 }, new AbortController().signal)).rejects.toBeInstanceOf(ListingFetchError);
  });
});
