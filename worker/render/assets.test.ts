import { describe, expect, it } from 'vitest';
import { assetsFor, assetsFromManifest } from './assets';

describe('assetsFromManifest', () => {
  it('resolves the hashed entry, its CSS and the chunks it imports', () => {
    const assets = assetsFromManifest({
      'client/entry.tsx': { file: 'assets/entry-abc.js', css: ['assets/entry-def.css'], imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-123.js' },
    });
    expect(assets).toEqual({ entry: '/assets/entry-abc.js', css: ['/assets/entry-def.css'], preload: ['/assets/vendor-123.js'], lazy: {} });
  });

  it("preloads a page's own chunks on top of the shared ones, each once", () => {
    const build = assetsFromManifest({
      'client/entry.tsx': { file: 'assets/entry-abc.js', imports: ['_vendor.js'], css: ['assets/entry-def.css'] },
      '_vendor.js': { file: 'assets/vendor-123.js' },
      'client/catalogue/pages/ProductPage.tsx': { file: 'assets/ProductPage-1.js', name: 'ProductPage', isDynamicEntry: true, imports: ['client/entry.tsx', '_vendor.js', '_product.js'] },
      '_product.js': { file: 'assets/product-2.js', imports: ['_vendor.js'] },
      'client/content/pages/HomePage.tsx': { file: 'assets/HomePage-3.js', name: 'HomePage', isDynamicEntry: true, imports: ['client/entry.tsx'] },
    });
    expect(assetsFor(build, ['ProductPage']).preload).toEqual(['/assets/vendor-123.js', '/assets/ProductPage-1.js', '/assets/product-2.js']);
    expect(assetsFor(build, ['HomePage']).preload).toEqual(['/assets/vendor-123.js', '/assets/HomePage-3.js']);
    expect(assetsFor(build, []).preload).toEqual(['/assets/vendor-123.js']);
  });

  it('refuses a build where two lazily loaded modules make chunks of one name', () => {
    expect(() =>
      assetsFromManifest({
        'client/entry.tsx': { file: 'assets/entry-abc.js' },
        'client/cart/Summary.tsx': { file: 'assets/Summary-1.js', name: 'Summary', isDynamicEntry: true },
        'client/checkout/Summary.tsx': { file: 'assets/Summary-2.js', name: 'Summary', isDynamicEntry: true },
      }),
    ).toThrow(/named Summary/);
  });

  it('fails loudly when the build has no entry', () => {
    expect(() => assetsFromManifest({ 'other.ts': { file: 'x.js' } })).toThrow(/client\/entry.tsx/);
  });
});
