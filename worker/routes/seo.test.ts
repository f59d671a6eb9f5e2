import { describe, expect, it } from 'vitest';
import { menuCategoryPaths } from './seo';

describe('menuCategoryPaths', () => {
  it('lists a menu link in an alternate form by its main form, under the sitemap’s locale', () => {
    const menu = { items: [{ target: { url: '/en-us/c/mens-jackets-c10101' } }, { target: { url: 'https://shop.example/en-us/c/tents-40102?sort=rating' } }] };
    expect([...menuCategoryPaths(menu, 'de-de')]).toEqual([
      ['10101', '/de-de/c/mens-jackets-10101'],
      ['40102', '/de-de/c/tents-40102'],
    ]);
  });
});
