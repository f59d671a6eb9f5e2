import type { ProductRecord } from './catalog';
import type { CategoryNode } from './categories';
import { PALETTE } from './fixture';

// Search text handling shared by seeding (FTS rows, autosuggest terms) and the routes, so an
// autosuggest count is exactly what productSearch returns for that term.

/** Letters NFKD leaves whole, folded the way a shopper without the key types them (Tromsø → tromso). */
const FOLDS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd' };

/** Lower case without accents or repeated spaces: 'München ' → 'munchen'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

const MAX_TOKENS = 6;

export function searchTokens(text: string): string[] {
  const tokens = normalizeText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // "men's" splits into men + s; a lone letter would prefix-match nearly everything.
  const meaningful = tokens.filter((token) => token.length > 1);
  return (meaningful.length ? meaningful : tokens).slice(0, MAX_TOKENS);
}

/**
 * An FTS5 query: every token must prefix-match a word ("jack" finds Jacket). Tokens are
 * letters and digits only, so quoting them cannot inject FTS syntax.
 */
export function ftsMatch(text: string): string | undefined {
  const tokens = searchTokens(text);
  return tokens.length ? tokens.map((token) => `"${token}"*`).join(' ') : undefined;
}

export interface SearchTermRow {
  term: string;
  display: string;
  match: string;
}

/** Name words and trailing phrases, category names and colours: what a shopper might type. */
export function searchTermRows(products: readonly ProductRecord[], categories: readonly CategoryNode[]): SearchTermRow[] {
  const rows = new Map<string, SearchTermRow>();
  const add = (display: string) => {
    const term = normalizeText(display);
    const match = ftsMatch(display);
    if (term.length < 2 || !match || rows.has(term)) return;
    rows.set(term, { term, display, match });
  };
  for (const category of categories) add(category.name);
  for (const color of PALETTE) add(color.label);
  for (const product of products) {
    const words = product.name.split(' ');
    // Single words, and phrases that run to the end of the name ("Shell Jacket", "Odin Shell
    // Jacket"): a phrase cut mid-name ("Odin Shell") is not something anyone searches for.
    for (const word of words) add(word);
    for (let i = Math.max(0, words.length - 3); i < words.length - 1; i++) add(words.slice(i).join(' '));
  }
  return [...rows.values()];
}

/** Text the FTS body column indexes besides the name. */
export function searchBody(product: ProductRecord, categoryNames: readonly string[]): string {
  return [product.description, ...categoryNames, ...product.colors.map((color) => color.label)].join(' ');
}
