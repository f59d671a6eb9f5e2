import { describe, expect, it } from 'vitest';
import { pdfString, writePdf } from './pdf';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** The cross-reference table's offsets, read the way a PDF reader finds it: from startxref. */
function xrefOffsets(text: string): { size: number; offsets: number[] } {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  for (const entry of entries) expect(`${entry}\n`).toMatch(/^\d{10} \d{5} [fn] \n$/);
  return { size: Number(count), offsets: entries.slice(1).map((entry) => Number(entry.slice(0, 10))) };
}

describe('writePdf', () => {
  it('starts with the 1.4 header and a binary comment, and ends with the trailer', () => {
    const text = latin1(writePdf([{ text: 'Hello' }]));
    expect(text.startsWith('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')).toBe(true);
    expect(text).toMatch(/trailer\n<< \/Size 8 \/Root 1 0 R \/Info 5 0 R >>\nstartxref\n\d+\n%%EOF\n$/);
  });

  it('points every cross-reference entry at its object', () => {
    const text = latin1(writePdf(Array.from({ length: 5 }, (_, i) => ({ text: `Line ${i}` }))));
    const { size, offsets } = xrefOffsets(text);
    expect(offsets).toHaveLength(size - 1);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)));
  });

  it('gives each content stream its exact length', () => {
    const text = latin1(writePdf([{ text: 'Prices: 12.50 € — (tax) \\ included', bold: true }]));
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(text.slice(start + Number(match?.[1]), start + Number(match?.[1]) + 10)).toBe('\nendstream');
  });

  it('starts a new page past the lines a page holds, and lists every page in the tree', () => {
    const text = latin1(writePdf(Array.from({ length: 25 }, (_, i) => ({ text: `Line ${i}` })), { linesPerPage: 10 }));
    expect(text).toContain('/Kids [6 0 R 8 0 R 10 0 R] /Count 3');
    expect(text.match(/\/Type \/Page /g)).toHaveLength(3);
    expect(xrefOffsets(text).size).toBe(12);
    expect(text).toContain('(Line 24) Tj');
  });

  it('writes an empty document as one blank page', () => {
    expect(latin1(writePdf([]))).toContain('/Count 1');
  });
});

describe('pdfString', () => {
  it('escapes delimiters and backslashes', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
  });

  it('encodes WinAnsi: Latin-1 as is, the euro and dashes mapped, anything else a question mark', () => {
    expect(pdfString('Ø € — ✓')).toBe('(\xd8 \x80 \x97 ?)');
  });
});
