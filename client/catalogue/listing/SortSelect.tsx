import type { CatalogSort } from '../../../shared/catalogue/schemas/catalog';
import { CATALOG_SORTS, isCatalogSort } from '../../../shared/catalogue/catalog-options';
import type { MessageKey } from '../../../shared/i18n';
import { useT } from '../../state/i18n';

const SORT_LABELS: Record<CatalogSort, MessageKey> = {
  relevance: 'sort.relevance',
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  rating: 'sort.rating',
};

export function SortSelect({ value, onChange }: { value: CatalogSort; onChange: (sort: CatalogSort) => void }) {
  const t = useT();
  return (
    <div className="listing-sort">
      <label htmlFor="listing-sort">{t('common.sortBy')}</label>
      <select
        id="listing-sort"
        value={value}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          if (isCatalogSort(sort)) onChange(sort);
        }}
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>{t(SORT_LABELS[sort])}</option>
        ))}
      </select>
    </div>
  );
}
