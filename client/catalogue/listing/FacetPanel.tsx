import type { ListingState } from '../../../shared/catalogue';
import type { Facet, FacetId } from '../../../shared/catalogue/schemas/catalog';
import { formatDecimal } from '../../../shared/format';
import { useLocale } from '../../state/i18n';

interface FacetPanelProps {
  facets: Facet[];
  state: ListingState;
  onToggle: (facet: FacetId, value: string) => void;
}

/**
 * Facets as native checkboxes in fieldsets: several values per facet, counts
 * beside each. Plain markup on purpose: it renders on every listing request.
 */
export function FacetPanel({ facets, state, onToggle }: FacetPanelProps) {
  const locale = useLocale();
  const shown = facets.filter((facet) => facet.values.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="facets">
      {shown.map((facet) => (
        <details key={facet.id} className="facet" open>
          <summary>{facet.label}</summary>
          <fieldset>
            <legend className="visually-hidden">{facet.label}</legend>
            {facet.values.map((value) => {
              const checked = state.filters[facet.id].includes(value.id);
              return (
                <label key={value.id} className={value.count === 0 && !checked ? 'facet__value facet__value--empty' : 'facet__value'}>
                  <input type="checkbox" name={facet.id} value={value.id} checked={checked} onChange={() => onToggle(facet.id, value.id)} />
                  {value.hex ? <span className="facet__swatch" style={{ backgroundColor: value.hex }} aria-hidden="true" /> : null}
                  {value.label}
                  <span className="facet__count">{` (${formatDecimal(value.count, locale, 0)})`}</span>
                </label>
              );
            })}
          </fieldset>
        </details>
      ))}
    </div>
  );
}
