import type { ProductRecord } from './catalog';
import type { CategoryNode } from './categories';
import { categoryName, type ContentLanguage } from './category-names';
import { PALETTE } from './fixture';
import { colourLabel, colourWords, COPY_LANGUAGES, descriptionsInEveryLanguage, namesInEveryLanguage, productName } from './product-copy';

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
  /** Completions are offered in the shopper's language only. */
  language: ContentLanguage;
  term: string;
  display: string;
  match: string;
}

const LANGUAGES: readonly ContentLanguage[] = ['en', ...COPY_LANGUAGES];

/** search_terms' key: the language first, so one range scan finds one language's completions. */
export const searchTermKey = (language: string, term: string) => `${language}:${term}`;

/** Name words and trailing phrases, category names and colours, in each language: what a shopper might type. */
export function searchTermRows(products: readonly ProductRecord[], categories: readonly CategoryNode[]): SearchTermRow[] {
  const rows = new Map<string, SearchTermRow>();
  for (const language of LANGUAGES) {
    const add = (display: string) => {
      const term = normalizeText(display);
      const match = ftsMatch(display);
      const key = searchTermKey(language, term);
      if (term.length < 2 || !match || rows.has(key)) return;
      rows.set(key, { language, term, display, match });
    };
    for (const category of categories) add(categoryName(category.id, language));
    for (const color of PALETTE) add(colourLabel(color.code, color.label, language));
    for (const product of products) {
      const words = productName(product, language).split(' ');
      // Single words, and phrases that run to the end of the name ("Shell Jacket", "Odin Shell
      // Jacket"): a phrase cut mid-name ("Odin Shell") is not something anyone searches for.
      // Each completion costs the seed a full-text count, so the other languages offer the
      // words alone: their compound nouns ("Hardshelljacke") already carry the phrase.
      for (const word of words) add(word);
      if (language !== 'en') continue;
      for (let i = Math.max(0, words.length - 3); i < words.length - 1; i++) add(words.slice(i).join(' '));
    }
  }
  return [...rows.values()];
}

/**
 * The FTS name column: the name in every language, so a German search finds German names.
 * Folded as queries are (ø → o), which FTS5's own diacritic removal does not do.
 */
export const searchName = (product: ProductRecord) => normalizeText(namesInEveryLanguage(product).join(' '));

/** Text the FTS body column indexes besides the names, in every language. */
export function searchBody(product: ProductRecord, categoryNames: readonly string[]): string {
  return normalizeText([...descriptionsInEveryLanguage(product), ...categoryNames, ...product.colors.flatMap((color) => [color.label, ...colourWords(color.code)])].join(' '));
}
