import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog';
import { CATEGORIES } from './categories';
import { ftsMatch, normalizeText, searchTermRows, searchTokens } from './search-terms';

describe('search text', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalizeText('  München   Store ')).toBe('munchen store');
  });

  it('turns text into prefix terms that cannot carry FTS syntax', () => {
    expect(ftsMatch('Odin jack')).toBe('"odin"* "jack"*');
    expect(ftsMatch('jacket" OR name:*')).toBe('"jacket"* "or"* "name"*');
    expect(ftsMatch("men's jackets")).toBe('"men"* "jackets"*');
    expect(ftsMatch('!!! ***')).toBeUndefined();
    expect(searchTokens('a b c d e f g h i')).toHaveLength(6);
  });

  it('offers name words, trailing name phrases, categories and colours as completions', () => {
    const rows = searchTermRows(generateCatalog(), CATEGORIES);
    const terms = new Set(rows.filter((row) => row.language === 'en').map((row) => row.term));
    expect(terms.has("men's jackets")).toBe(true);
    const german = new Set(rows.filter((row) => row.language === 'de').map((row) => row.term));
    expect(german.has('herrenjacken')).toBe(true);
    expect(german.has('hardshelljacke')).toBe(true);
    expect(german.has('jacket')).toBe(false);
    expect(terms.has('storm grey')).toBe(true);
    expect(terms.has('jacket')).toBe(true);
    expect(new Set(rows.map((row) => `${row.language}:${row.term}`)).size).toBe(rows.length);
    for (const row of rows) expect(row.match).toBe(ftsMatch(row.display));
  });
});
