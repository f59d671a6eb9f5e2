import { describe, expect, it } from 'vitest';
import {
  MAX_FACET_VALUES,
  MAX_LISTING_PAGE,
  clearFilters,
  defaultListingState,
  hasFilters,
  serializeListingState,
  toggleFilter,
  withSort,
  appliedState,
} from './listing-state';
import { parseListingState } from './parse-listing-state';
import { joinPages, nextRange, splitRange } from './paging';
import type { CatalogResponse } from './schemas/catalog';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('parseListingState', () => {
  it('reads filters, sort and page', () => {
    const state = parse('color=black&color=navy&size=M&sort=price-asc&page=2&price=50-100');
    expect(state).toEqual({
      sort: 'price-asc',
      page: 2,
      filters: { size: ['M'], color: ['black', 'navy'], gender: [], activity: [], price: ['50-100'] },
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(defaultListingState());
  });

  it.each([
    ['an unknown sort', 'sort=cheapest'],
    ['an empty sort', 'sort='],
    ['a sort in another case', 'sort=PRICE-ASC'],
    ['a page of zero', 'page=0'],
    ['a negative page', 'page=-3'],
    ['a fractional page', 'page=1.5'],
    ['a page in words', 'page=two'],
    ['a huge page number', 'page=99999999999'],
    ['an unknown facet', 'brand=acme&colour=black'],
    ['markup in a value', 'color=%3Cscript%3E'],
    ['a value that is too long', `size=${'x'.repeat(41)}`],
    ['an empty value', 'color=&size='],
    ['a malformed price bucket', 'price=cheap&price=-100&price=1-2-3'],
    ['a query-injection attempt', 'color=black%26sort%3Drating'],
  ])('drops %s', (_, query) => {
    const state = parse(query);
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
    expect(hasFilters(state)).toBe(false);
  });

  it('keeps the valid values next to malformed ones', () => {
    const state = parse('color=%3Cb%3E&color=black&price=300-&price=x');
    expect(state.filters.color).toEqual(['black']);
    expect(state.filters.price).toEqual(['300-']);
  });

  it('caps the page and the number of values per facet', () => {
    expect(parse('page=500').page).toBe(MAX_LISTING_PAGE);
    const many = Array.from({ length: 50 }, (_, i) => `size=s${String(i).padStart(2, '0')}`).join('&');
    expect(parse(many).filters.size).toHaveLength(MAX_FACET_VALUES);
  });

  it('deduplicates and orders values', () => {
    expect(parse('color=navy&color=black&color=navy').filters.color).toEqual(['black', 'navy']);
  });
});

describe('serializeListingState', () => {
  it('drops the defaults', () => {
    expect(serializeListingState(defaultListingState())).toBe('');
    expect(serializeListingState(parse('sort=relevance&page=1'))).toBe('');
  });

  it('is canonical: facet order fixed, values sorted, whatever the input order', () => {
    const a = serializeListingState(parse('page=2&sort=price-asc&size=M&color=navy&color=black'));
    const b = serializeListingState(parse('color=black&size=M&color=navy&page=2&sort=price-asc'));
    expect(a).toBe('size=M&color=black&color=navy&sort=price-asc&page=2');
    expect(b).toBe(a);
  });

  it('round-trips', () => {
    const state = parse('gender=women&activity=hiking&price=0-50&price=300-&sort=rating&page=3');
    expect(parse(serializeListingState(state))).toEqual(state);
  });

  it('puts leading parameters such as the search query first, encoded', () => {
    expect(serializeListingState(parse('color=red'), { q: 'rain & shine' })).toBe('q=rain+%26+shine&color=red');
  });
});

describe('state changes', () => {
  it('toggling a value adds or removes it and returns to page 1', () => {
    const start = parse('color=black&page=3');
    const added = toggleFilter(start, 'color', 'navy');
    expect(added.filters.color).toEqual(['black', 'navy']);
    expect(added.page).toBe(1);
    expect(toggleFilter(added, 'color', 'black').filters.color).toEqual(['navy']);
  });

  it('clearing keeps the sort, changing the sort keeps the filters', () => {
    const start = parse('color=black&sort=newest&page=2');
    expect(serializeListingState(clearFilters(start))).toBe('sort=newest');
    expect(serializeListingState(withSort(start, 'rating'))).toBe('color=black&sort=rating');
  });
});

describe('paging', () => {
  it('splits ranges the upstream cannot serve in one call', () => {
    expect(splitRange({ start: 0, count: 48 })).toEqual([{ start: 0, count: 48 }]);
    expect(splitRange({ start: 0, count: 144 })).toEqual([{ start: 0, count: 96 }, { start: 96, count: 48 }]);
  });

  it('joins consecutive pages and knows when there is no more', () => {
    const page = (ids: string[], start: number): CatalogResponse => ({ name: 'x', numFound: 3, start, count: ids.length, facets: [], products: ids.map((id) => ({ id }) as CatalogResponse['products'][number]) });
    const joined = joinPages([page(['a', 'b'], 0), page(['c'], 2)]);
    expect(joined.products.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(joined.count).toBe(3);
    expect(nextRange(3, 3, 48)).toBeNull();
    expect(nextRange(48, 140, 48)).toEqual({ start: 48, count: 48 });
  });
});

describe('appliedState', () => {
  const facet = (id: 'color' | 'size', values: Array<[string, boolean]>) => ({ id, label: id, values: values.map(([value, selected]) => ({ id: value, label: value, count: 1, selected })) });

  it('keeps only the values the response applied', () => {
    const state = parse('color=black&color=polka&size=M&sort=rating');
    const applied = appliedState(state, [facet('color', [['black', true], ['navy', false]]), facet('size', [['M', false]])]);
    expect(applied.filters.color).toEqual(['black']);
    expect(applied.filters.size).toEqual([]);
    expect(applied.sort).toBe('rating');
  });

  it('leaves the state alone when the response has no facets', () => {
    const state = parse('color=black');
    expect(appliedState(state, [])).toBe(state);
  });
});
