import type { Article, ArticleFacetCount, ArticleSearchResponse } from '../../../../shared/content/schemas/articles';
import { fapiPath } from '../../../api';
import { components } from '../../../../shared/fapi/routes/components';

// Article grid: the grid's whole state machine, pure so it is tested without a DOM.

export interface ArticleQueryState {
  tagIds: string[];
  offset: number;
}

export interface ArticleGridState {
  /** The query on screen: what the last successful fetch answered. */
  committed: ArticleQueryState;
  /** A query in flight; `append` means load more rather than a new filter. */
  pending: (ArticleQueryState & { append: boolean }) | null;
  articles: Article[];
  facets: ArticleFacetCount[];
  numFound: number;
  facetsExpanded: boolean;
}

export type ArticleGridAction =
  | { type: 'toggle-tag'; tagId: string }
  | { type: 'clear-all'; tagIds: string[] }
  | { type: 'load-more'; pageSize: number }
  | { type: 'received'; response: ArticleSearchResponse }
  | { type: 'failed' }
  | { type: 'toggle-facets' };

/** Starts from the CMS-resolved first page when there is one; otherwise asks for it. */
export function initialArticleGridState(tagIds: string[], initial?: ArticleSearchResponse): ArticleGridState {
  const committed = { tagIds, offset: 0 };
  return {
    committed,
    pending: initial ? null : { ...committed, append: false },
    articles: initial?.result ?? [],
    facets: initial?.facets ?? [],
    numFound: initial?.numFound ?? 0,
    facetsExpanded: false,
  };
}

/** The tag selection the shopper sees: the one asked for while a filter fetch is pending. */
export function selectedTags(state: ArticleGridState): string[] {
  return state.pending && !state.pending.append ? state.pending.tagIds : state.committed.tagIds;
}

export const canLoadMore = (state: ArticleGridState) => state.articles.length < state.numFound;

export function articleGridReducer(state: ArticleGridState, action: ArticleGridAction): ArticleGridState {
  switch (action.type) {
    case 'toggle-tag': {
      const current = selectedTags(state);
      const tagIds = current.includes(action.tagId) ? current.filter((id) => id !== action.tagId) : [...current, action.tagId];
      return { ...state, pending: { tagIds, offset: 0, append: false } };
    }
    case 'clear-all':
      return { ...state, pending: { tagIds: [...action.tagIds], offset: 0, append: false } };
    case 'load-more':
      if (state.pending || !canLoadMore(state)) return state;
      return { ...state, pending: { tagIds: state.committed.tagIds, offset: state.committed.offset + action.pageSize, append: true } };
    case 'received': {
      if (!state.pending) return state;
      const { append, ...committed } = state.pending;
      return {
        ...state,
        committed,
        pending: null,
        articles: append ? [...state.articles, ...action.response.result] : action.response.result,
        facets: action.response.facets,
        numFound: action.response.numFound,
      };
    }
    case 'failed':
      // A failed fetch keeps the prior state.
      return { ...state, pending: null };
    case 'toggle-facets':
      return { ...state, facetsExpanded: !state.facetsExpanded };
  }
}

/** The article search URL for a query. */
export function articleSearchUrl(query: ArticleQueryState, limit: number): string {
  const params = new URLSearchParams({ offset: String(query.offset), limit: String(limit) });
  for (const tagId of query.tagIds) params.append('tagId', tagId);
  return `${fapiPath(components.search)}?${params}`;
}
