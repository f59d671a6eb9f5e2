import { describe, expect, it } from 'vitest';
import type { Article, ArticleSearchResponse } from '../../../../shared/content/schemas/articles';
import { articlePageSize } from '../../../../shared/content/articles-limits';
import { articleGridReducer, articleSearchUrl, canLoadMore, initialArticleGridState, selectedTags, type ArticleGridState } from './article-grid-state';

const article = (id: string): Article => ({ id, url: `/en-us/stories/${id}`, title: id, picture: { url: `/images/banner/${id}.svg`, alt: id }, facets: [], tagId: [] });
const page = (ids: string[], numFound: number): ArticleSearchResponse => ({ result: ids.map(article), facets: [{ id: 'hiking', label: 'Hiking', count: 9 }], numFound });

const loaded = (): ArticleGridState => initialArticleGridState([], page(['a', 'b', 'c'], 7));

describe('articleGridReducer', () => {
  it('starts from the CMS-resolved page without fetching, or asks for page one', () => {
    expect(loaded().pending).toBeNull();
    expect(initialArticleGridState(['hiking']).pending).toEqual({ tagIds: ['hiking'], offset: 0, append: false });
  });

  it('toggles a tag on and off, resetting the offset to 0', () => {
    let state = articleGridReducer({ ...loaded(), committed: { tagIds: [], offset: 6 } }, { type: 'toggle-tag', tagId: 'hiking' });
    expect(state.pending).toEqual({ tagIds: ['hiking'], offset: 0, append: false });
    expect(selectedTags(state)).toEqual(['hiking']);
    state = articleGridReducer(articleGridReducer(state, { type: 'received', response: page(['d'], 1) }), { type: 'toggle-tag', tagId: 'hiking' });
    expect(state.pending).toEqual({ tagIds: [], offset: 0, append: false });
  });

  it('replaces the list when a filter answers', () => {
    const state = articleGridReducer(articleGridReducer(loaded(), { type: 'toggle-tag', tagId: 'hiking' }), { type: 'received', response: page(['x', 'y'], 2) });
    expect(state.articles.map((a) => a.id)).toEqual(['x', 'y']);
    expect(state.committed).toEqual({ tagIds: ['hiking'], offset: 0 });
    expect(canLoadMore(state)).toBe(false);
  });

  it('load more advances the offset by the page size and appends', () => {
    const asked = articleGridReducer(loaded(), { type: 'load-more', pageSize: 3 });
    expect(asked.pending).toEqual({ tagIds: [], offset: 3, append: true });
    const state = articleGridReducer(asked, { type: 'received', response: page(['d', 'e', 'f'], 7) });
    expect(state.articles.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(canLoadMore(state)).toBe(true);
  });

  it('ignores load more while a fetch is pending or when everything is loaded', () => {
    const pending = articleGridReducer(loaded(), { type: 'load-more', pageSize: 3 });
    expect(articleGridReducer(pending, { type: 'load-more', pageSize: 3 })).toBe(pending);
    const all = initialArticleGridState([], page(['a'], 1));
    expect(articleGridReducer(all, { type: 'load-more', pageSize: 3 })).toBe(all);
  });

  it('clear all restores the initial unfiltered tags', () => {
    const filtered = articleGridReducer(articleGridReducer(loaded(), { type: 'toggle-tag', tagId: 'hiking' }), { type: 'received', response: page(['x'], 1) });
    expect(articleGridReducer(filtered, { type: 'clear-all', tagIds: ['skills'] }).pending).toEqual({ tagIds: ['skills'], offset: 0, append: false });
  });

  it('keeps the prior state when a fetch fails', () => {
    const before = loaded();
    const failed = articleGridReducer(articleGridReducer(before, { type: 'toggle-tag', tagId: 'hiking' }), { type: 'failed' });
    expect(failed.pending).toBeNull();
    expect(selectedTags(failed)).toEqual([]);
    expect(failed.articles).toBe(before.articles);
  });

  it('toggles facet expansion', () => {
    expect(articleGridReducer(loaded(), { type: 'toggle-facets' }).facetsExpanded).toBe(true);
  });
});

describe('articleSearchUrl', () => {
  it('repeats tagId and carries offset and limit', () => {
    expect(articleSearchUrl({ tagIds: ['hiking', 'winter'], offset: 4 }, 4)).toBe('/fapi/components/search?offset=4&limit=4&tagId=hiking&tagId=winter');
  });
});

describe('articlePageSize', () => {
  it('is rows × columns, or 3 when that is zero', () => {
    expect(articlePageSize(2, 'sm')).toBe(4);
    expect(articlePageSize(1, 'lg')).toBe(4);
    expect(articlePageSize(0, 'md')).toBe(3);
  });
});
