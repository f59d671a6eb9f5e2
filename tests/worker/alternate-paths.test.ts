import { describe, expect, it } from 'vitest';
import { request } from './helpers';

describe('alternate forms outside /c/ and /p/', () => {
  it('sends a category path ending in -c{digits} to the listing it names, on this origin, query kept', async () => {
    const response = await request('/en-us/mens-jackets-c10101?sort=newest&utm_source=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en-us/c/mens-jackets-10101?sort=newest&utm_source=mail');
    const listing = await request('/en-us/c/mens-jackets-10101');
    expect(listing.status).toBe(200);
    expect(listing.headers.get('x-page-type')).toBe('category');
    await listing.text();
  }, 30_000);

  it('sends a product path ending in -p{code} to the product it names', async () => {
    const response = await request('/en-us/mens-scree-softshell-jacket-pJK619948');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en-us/p/mens-scree-softshell-jacket-JK619948');
    const product = await request('/en-us/p/mens-scree-softshell-jacket-JK619948');
    expect(product.status).toBe(200);
    expect(product.headers.get('x-page-type')).toBe('product');
    expect(await product.text()).toContain('JK619948');
  }, 30_000);

  it('keeps the slug segments before the alternate one, in every site', async () => {
    const response = await request('/fr-ca/homme/vestes-c10101');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr-ca/c/homme/vestes-10101');
  });

  it('still answers 404 for a content path that is in no alternate form', async () => {
    const response = await request('/en-us/mens-jackets-c1234567');
    expect(response.status).toBe(404);
    await response.text();
  });
});
