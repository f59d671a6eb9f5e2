import { filterEntries, type ListingState } from '../../../shared/catalogue/listing-state';
import type { Facet, FacetId } from '../../../shared/catalogue/schemas/catalog';
import { useT } from '../../state/i18n';

interface ActiveFiltersProps {
  facets: Facet[];
  state: ListingState;
  onRemove: (facet: FacetId, value: string) => void;
  onClear: () => void;
}

/** One chip per selected value (removes it), and a clear-all. */
export function ActiveFilters({ facets, state, onRemove, onClear }: ActiveFiltersProps) {
  const t = useT();
  const selected = filterEntries(state.filters);
  if (selected.length === 0) return null;
  const labelOf = (id: FacetId, value: string) => {
    const facet = facets.find((candidate) => candidate.id === id);
    return { facet: facet?.label ?? id, value: facet?.values.find((candidate) => candidate.id === value)?.label ?? value };
  };
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('listing.activeFilters')}</h2>
      <ul>
        {selected.map(([id, value]) => {
          const label = labelOf(id, value);
          return (
            <li key={`${id}=${value}`}>
              <button type="button" className="chip" aria-label={t('listing.removeFilter', { facet: label.facet, value: label.value })} onClick={() => onRemove(id, value)}>
                {label.value} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="active-filters__clear" onClick={onClear}>{t('listing.clearFilters')}</button>
    </div>
  );
}
