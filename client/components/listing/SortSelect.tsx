import { CATALOG_SORTS, CatalogSortSchema, type CatalogSort } from '../../../shared/schemas';

const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

export function SortSelect({ value, onChange }: { value: CatalogSort; onChange: (sort: CatalogSort) => void }) {
  return (
    <div className="listing-sort">
      <label htmlFor="listing-sort">Sort by</label>
      <select
        id="listing-sort"
        value={value}
        onChange={(event) => {
          const parsed = CatalogSortSchema.safeParse(event.currentTarget.value);
          if (parsed.success) onChange(parsed.data);
        }}
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>
        ))}
      </select>
    </div>
  );
}
