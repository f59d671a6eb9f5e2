import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, run by node in the build.
import { inventoryOf } from './script-inventory.mjs';

interface Row {
  file: string;
  modules: string[];
  firstLoad: boolean;
  bytes: number;
  integrity: string;
}

const MANIFEST = {
  'client/entry.tsx': { file: 'assets/entry-1.js', imports: ['_vendor-1.js'], dynamicImports: ['client/checkout/CheckoutPage.tsx'], css: ['assets/entry.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'client/checkout/CheckoutPage.tsx': { file: 'assets/CheckoutPage-1.js', imports: ['client/entry.tsx', '_vendor-1.js'], dynamicImports: ['client/checkout/CardPayment.tsx'] },
  'client/checkout/CardPayment.tsx': { file: 'assets/CardPayment-1.js', imports: ['client/entry.tsx'] },
  'client/orphan.tsx': { file: 'assets/orphan-1.js' },
  'client/styles/app.css': { file: 'assets/app.css' },
};

const read = (file: string) => Buffer.from(`contents of ${file}`);

describe('inventoryOf', () => {
  const rows = inventoryOf(MANIFEST, read) as Row[];

  it('lists every script the entry can reach, first load first, and nothing it cannot', () => {
    expect(rows.map((row) => [row.file, row.firstLoad])).toEqual([
      ['/assets/entry-1.js', true],
      ['/assets/vendor-1.js', true],
      ['/assets/CardPayment-1.js', false],
      ['/assets/CheckoutPage-1.js', false],
    ]);
  });

  it('names the source module behind each file and hashes its bytes as Subresource Integrity does', () => {
    const card = rows.find((row) => row.file === '/assets/CardPayment-1.js')!;
    expect(card.modules).toEqual(['client/checkout/CardPayment.tsx']);
    expect(card.integrity).toBe(`sha384-${createHash('sha384').update(read('assets/CardPayment-1.js')).digest('base64')}`);
    expect(card.bytes).toBe(read('assets/CardPayment-1.js').length);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => inventoryOf({ 'client/other.tsx': { file: 'a.js' } }, read)).toThrow(/entry/);
  });
});
