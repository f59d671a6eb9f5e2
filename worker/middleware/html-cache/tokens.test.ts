import { describe, expect, it } from 'vitest';
import { compileTemplate, fillTemplate, substituteTokens } from './tokens';

const NONCE = 'q1w2e3r4t5y6u7i8o9p0aa==';
const ID = '0b5c2d3e-1111-4222-8333-944455556666';
const rules = [
  { from: NONCE, to: '__nonce__' },
  { from: ID, to: '__id__' },
];
const inverse = (replacements: typeof rules) => replacements.map(({ from, to }) => ({ from: to, to: from }));

describe('substituteTokens', () => {
  it('replaces every occurrence of every token and round-trips with the inverse', () => {
    const html = `<script nonce="${NONCE}"></script><x nonce="${NONCE}">{"correlationId":"${ID}"} Zürich — 北京</x>`;
    const stored = substituteTokens(html, rules);
    expect(stored).toBe('<script nonce="__nonce__"></script><x nonce="__nonce__">{"correlationId":"__id__"} Zürich — 北京</x>');
    expect(substituteTokens(stored, inverse(rules))).toBe(html);
    expect(substituteTokens(stored, inverse([{ from: 'fresh', to: '__nonce__' }]))).toContain('nonce="fresh"');
  });

  it('leaves text without tokens alone and ignores empty tokens', () => {
    expect(substituteTokens('plain text q1w2e3', rules)).toBe('plain text q1w2e3');
    expect(substituteTokens('abc', [{ from: '', to: 'x' }])).toBe('abc');
  });
});

describe('compileTemplate and fillTemplate', () => {
  const placeholders = ['__nonce__', '__id__'];
  const fill = (text: string, values: string[]) => new TextDecoder().decode(fillTemplate(compileTemplate(text, placeholders), values));

  it('gives the same document as substituting the text, wherever and however often the placeholders sit', () => {
    const stored = '__nonce__<script nonce="__nonce__"></script>{"correlationId":"__id__"} Zürich — 北京 ★ __id____nonce__';
    const expected = substituteTokens(stored, [
      { from: '__nonce__', to: NONCE },
      { from: '__id__', to: ID },
    ]);
    expect(fill(stored, [NONCE, ID])).toBe(expected);
    expect(fill(stored, ['other', 'ids'])).toBe(stored.replaceAll('__nonce__', 'other').replaceAll('__id__', 'ids'));
  });

  it('leaves a document without placeholders as it is', () => {
    expect(fill('plain — text', [NONCE, ID])).toBe('plain — text');
    expect(fill('', [NONCE, ID])).toBe('');
  });
});
