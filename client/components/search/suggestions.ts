import type { AutoSuggestResponse } from '../../../shared/schemas';
import type { SearchContentClick } from '../../analytics/data-layer';

/** One row of the combobox's listbox, whatever the suggestion kind. */
export interface SuggestionOption {
  id: string;
  kind: Exclude<SearchContentClick['contentType'], 'content'>;
  label: string;
  /** A short kind description read after the label ("category", "product"). */
  hint: string;
  url: string;
}

/** Suggestions in the order the listbox shows them: completed queries, categories, products. */
export function suggestionOptions(response: AutoSuggestResponse, locale: string): SuggestionOption[] {
  return [
    ...response.suggestions.map((s, i): SuggestionOption => ({
      id: `suggestion-term-${i}`,
      kind: 'suggestion',
      label: s.term,
      hint: `${s.count} products`,
      url: `/${locale}/search?${new URLSearchParams({ q: s.term })}`,
    })),
    ...response.categories.map((c, i): SuggestionOption => ({ id: `suggestion-category-${i}`, kind: 'category', label: c.name, hint: 'Category', url: c.url })),
    ...response.products.map((p, i): SuggestionOption => ({ id: `suggestion-product-${i}`, kind: 'product', label: p.name, hint: 'Product', url: p.url })),
  ];
}
