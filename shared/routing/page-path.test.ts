import { describe, expect, it } from 'vitest';
import { PagePathAndQuerySchema, PagePathSchema } from './page-path';

describe('PagePathSchema', () => {
  it('takes a page of this site, which always parses as a URL on it', () => {
    for (const path of ['/', '/en-us', '/en-us/c/mens-jackets-10101', '/de-de/p/x-AB123456%ff']) {
      expect(PagePathSchema.safeParse(path).success, path).toBe(true);
      expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });

  it('refuses what URL parsing reads as another host, a query, or no path at all', () => {
    for (const path of ['//[', '//evil.example/en-us', '/\\[', '/\\\\evil.example', '//%ff', 'en-us', '', '/en-us?x=1', '/en us']) {
      expect(PagePathSchema.safeParse(path).success, path).toBe(false);
    }
  });
});

describe('PagePathAndQuerySchema', () => {
  it('also takes the query, and refuses the same hosts', () => {
    expect(PagePathAndQuerySchema.safeParse('/en-us/c/tents-40102?sort=rating&p13n_testcontext=a:b').success).toBe(true);
    for (const path of ['//[', '/\\[?x', '//a:b@']) expect(PagePathAndQuerySchema.safeParse(path).success, path).toBe(false);
  });
});
