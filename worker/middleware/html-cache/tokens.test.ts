import { describe, expect, it } from 'vitest';
import { compileTemplate, fillTemplate } from './tokens';

const NONCE = 'q1w2e3r4t5y6u7i8o9p0aa==';
const ID = '0b5c2d3e-1111-4222-8333-944455556666';
const PLACEHOLDERS = ['__nonce__', '__id__'];
/** `text` with each of `from` swapped for the `to` at its index. */
const swap = (text: string, from: string[], to: string[]) => new TextDecoder().decode(fillTemplate(compileTemplate(text, from), to));

describe('storing and serving a document', () => {
  it('replaces every occurrence of every token and round-trips', () => {
    const html = `<script nonce="${NONCE}"></script><x nonce="${NONCE}">{"correlationId":"${ID}"} Zürich — 北京</x>`;
    const stored = swap(html, [NONCE, ID], PLACEHOLDERS);
    expect(stored).toBe('<script nonce="__nonce__"></script><x nonce="__nonce__">{"correlationId":"__id__"} Zürich — 北京</x>');
    expect(swap(stored, PLACEHOLDERS, [NONCE, ID])).toBe(html);
    expect(swap(stored, PLACEHOLDERS, ['fresh', ID])).toContain('nonce="fresh"');
    // Cutting the response at its own values gives the template its stored copy compiles to.
    expect(compileTemplate(html, [NONCE, ID])).toEqual(compileTemplate(stored, PLACEHOLDERS));
  });

  it('leaves text without tokens alone and ignores empty tokens', () => {
    expect(swap('plain text q1w2e3', [NONCE, ID], PLACEHOLDERS)).toBe('plain text q1w2e3');
    expect(swap('abc', [''], ['x'])).toBe('abc');
  });
});

describe('compileTemplate and fillTemplate', () => {
  const placeholders = ['__nonce__', '__id__'];
  const fill = (text: string, values: string[]) => new TextDecoder().decode(fillTemplate(compileTemplate(text, placeholders), values));

  it('gives the same document as replacing every placeholder in the text, wherever and however often the placeholders sit', () => {
    const stored = '__nonce__<script nonce="__nonce__"></script>{"correlationId":"__id__"} Zürich — 北京 ★ __id____nonce__';
    const expected = stored.replaceAll('__nonce__', NONCE).replaceAll('__id__', ID);
    expect(fill(stored, [NONCE, ID])).toBe(expected);
    expect(fill(stored, ['other', 'ids'])).toBe(stored.replaceAll('__nonce__', 'other').replaceAll('__id__', 'ids'));
  });

  it('leaves a document without placeholders as it is', () => {
    expect(fill('plain — text', [NONCE, ID])).toBe('plain — text');
    expect(fill('', [NONCE, ID])).toBe('');
  });
});
