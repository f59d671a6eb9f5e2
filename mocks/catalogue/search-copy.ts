import { CATEGORIES } from '../data/categories';
import { categoryName, type ContentLanguage } from '../data/category-names';
import { normalizeText } from '../data/search-terms';

// The words search answers with, in the shopper's language: the results page's title and the
// categories autosuggest offers.

const RESULTS_TITLE: Readonly<Record<ContentLanguage, (term: string) => string>> = {
  en: (term) => `Results for "${term}"`,
  fr: (term) => `Résultats pour « ${term} »`,
  de: (term) => `Ergebnisse für „${term}“`,
  nb: (term) => `Resultater for «${term}»`,
};

export const searchResultsTitle = (term: string, language: ContentLanguage) => RESULTS_TITLE[language](term);

/** Per language, the categories with their names folded once: the tree is the same for every shopper. */
const FOLDED = new Map<ContentLanguage, Array<{ id: string; slug: string; name: string; level: number; folded: string }>>();

function foldedCategories(language: ContentLanguage) {
  let rows = FOLDED.get(language);
  if (!rows) {
    rows = CATEGORIES.map((node) => {
      const name = categoryName(node.id, language);
      return { id: node.id, slug: node.slug, name, level: node.level, folded: normalizeText(name) };
    });
    FOLDED.set(language, rows);
  }
  return rows;
}

/**
 * Categories whose name in the shopper's language, or a word in it, starts with the typed text
 * (already folded by normalizeText): the most specific first, then by name.
 */
export function categorySuggestions(prefix: string, language: ContentLanguage, limit: number): Array<{ id: string; slug: string; name: string }> {
  if (!prefix) return [];
  return foldedCategories(language)
    .filter((row) => row.folded.startsWith(prefix) || row.folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(prefix)))
    .sort((a, b) => b.level - a.level || a.name.localeCompare(b.name, language))
    .slice(0, limit)
    .map(({ id, slug, name }) => ({ id, slug, name }));
}
