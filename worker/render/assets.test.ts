import { describe, expect, it } from 'vitest';
import { assetsFromManifest } from './assets';

describe('assetsFromManifest', () => {
  it('resolves the hashed entry, its CSS and the chunks it imports', () => {
    const assets = assetsFromManifest({
      'client/entry.tsx': { file: 'assets/entry-abc.js', css: ['assets/entry-def.css'], imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-123.js' },
    });
    expect(assets).toEqual({ entry: '/assets/entry-abc.js', css: ['/assets/entry-def.css'], preload: ['/assets/vendor-123.js'] });
  });

  it('fails loudly when the build has no entry', () => {
    expect(() => assetsFromManifest({ 'other.ts': { file: 'x.js' } })).toThrow(/client\/entry.tsx/);
  });
});
