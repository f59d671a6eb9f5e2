import { describe, expect, it } from 'vitest';
import { invertReplacements, substituteTokens } from './tokens';

const NONCE = 'q1w2e3r4t5y6u7i8o9p0aa==';
const ID = '0b5c2d3e-1111-4222-8333-944455556666';
const rules = [
  { from: NONCE, to: '__nonce__' },
  { from: ID, to: '__id__' },
];

describe('substituteTokens', () => {
  it('replaces every occurrence of every token and round-trips with the inverse', () => {
    const html = `<script nonce="${NONCE}"></script><x nonce="${NONCE}">{"correlationId":"${ID}"} Zürich — 北京</x>`;
    const stored = substituteTokens(html, rules);
    expect(stored).toBe('<script nonce="__nonce__"></script><x nonce="__nonce__">{"correlationId":"__id__"} Zürich — 北京</x>');
    expect(substituteTokens(stored, invertReplacements(rules))).toBe(html);
    expect(substituteTokens(stored, invertReplacements([{ from: 'fresh', to: '__nonce__' }]))).toContain('nonce="fresh"');
  });

  it('leaves text without tokens alone and ignores empty tokens', () => {
    expect(substituteTokens('plain text q1w2e3', rules)).toBe('plain text q1w2e3');
    expect(substituteTokens('abc', [{ from: '', to: 'x' }])).toBe('abc');
  });
});
