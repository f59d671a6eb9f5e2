import { describe, expect, it } from 'vitest';
import type { Return } from '../../shared/account/schemas/returns';
import { code128Bars } from './code128';
import { returnLabelPdf } from './return-label';

const ENTRY: Return = {
  returnId: 'RT10000003-1',
  orderId: 'RL10000003',
  state: 'LABEL_CREATED',
  reason: 'TOO_SMALL',
  carrier: 'UPS',
  trackingNumber: '1ZRT123456789012',
  createdAt: '2026-11-28T05:00:00.000Z',
  items: [{ itemId: 'L1', name: 'Aspen Shell Jacket', qty: 2 }],
};
const FROM = { firstName: 'Alex', lastName: 'Morgan', address1: '1200 Pearl Street', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' };

const textOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

describe('returnLabelPdf', () => {
  const text = textOf(returnLabelPdf(ENTRY, FROM, 'US'));

  it('is a PDF whose cross-reference table gives each object’s offset', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref).startsWith('xref\n')).toBe(true);
    const table = text.slice(startxref).split('\n');
    const count = Number(table[1]?.split(' ')[1]);
    expect(count).toBeGreaterThan(5);
    for (let id = 1; id < count; id++) expect(text.slice(Number(table[2 + id]?.slice(0, 10))).startsWith(`${id} 0 obj`)).toBe(true);
  });

  it('carries the return id, the store’s returns address, the sender and the items', () => {
    expect(text).toContain('(Return RT10000003-1 - order RL10000003)');
    expect(text).toContain('(4800 Dahlia Street, Dock 7)');
    expect(text).toContain('(Alex Morgan)');
    expect(text).toContain('(2 x Aspen Shell Jacket)');
    expect(text).toContain('(Tracking 1ZRT123456789012)');
  });

  it('draws one filled rectangle per bar of the tracking number’s barcode', () => {
    expect(text.match(/ re\n/g)).toHaveLength(code128Bars('1ZRT123456789012').length);
    expect(text).toMatch(/ re\nf Q/);
  });
});
