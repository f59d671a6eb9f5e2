import type { AutoSuggestResponse } from '../../../shared/catalogue/schemas/catalog';
import type { SearchContentClick } from '../../analytics/data-layer';

/** One row of the combobox's listbox, whatever the suggestion kind. */
export interface SuggestionOption {
  id: string;
  kind: Exclude<SearchContentClick['contentType'], 'content'>;
  label: string;
  /** A completed query's number of products, read after its label as the others read their kind. */
  count?: number;
  url: string;
}

/** Suggestions in the order the listbox shows them: completed queries, categories, products. */
export function suggestionOptions(response: AutoSuggestResponse, locale: string): SuggestionOption[] {
  return [
    ...response.suggestions.map((s, i): SuggestionOption => ({
      id: `suggestion-term-${i}`,
      kind: 'suggestion',
      label: s.term,
      count: s.count,
      url: `/${locale}/search?${new URLSearchParams({ q: s.term })}`,
    })),
    ...response.categories.map((c, i): SuggestionOption => ({ id: `suggestion-category-${i}`, kind: 'category', label: c.name, url: c.url })),
    ...response.products.map((p, i): SuggestionOption => ({ id: `suggestion-product-${i}`, kind: 'product', label: p.name, url: p.url })),
  ];
}
