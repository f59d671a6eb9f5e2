import { useEffect, useRef, type ReactNode } from 'react';
import { clearFilters, hasFilters, toggleFilter, withSort, type ListingState } from '../../../shared/catalogue/listing-state';
import type { CatalogResponse } from '../../../shared/catalogue/schemas/catalog';
import type { Site } from '../../../shared/site';
import { ProductGrid } from './ProductGrid';
import { GridSkeleton } from '../../components/Skeletons';
import { ActiveFilters } from './ActiveFilters';
import { FacetPanel } from './FacetPanel';
import type { ListingSource } from './fetch-listing';
import { LoadMore } from './LoadMore';
import { SortSelect } from './SortSelect';
import { useListing } from './use-listing';
import { useT } from '../../state/i18n';

interface ListingProps {
  source: ListingSource;
  initialState: ListingState;
  initial: CatalogResponse;
  site: Site;
  /** What an empty result shows (the category's no-results content); a clear-all control is added when filters are on. */
  noResults: ReactNode;
}

/** A product listing with facets, sort, active-filter chips and 'load more' (shared by search). */
export function Listing({ source, initialState, initial, site, noResults }: ListingProps) {
  const t = useT();
  const { view, change, loadMore } = useListing(source, initialState, initial);
  const { state, listing, pending, failed, firstNew } = view;
  const gridRef = useRef<HTMLDivElement>(null);

  // After 'load more', keyboard and screen-reader users continue at the first new product.
  useEffect(() => {
    if (firstNew === null) return;
    gridRef.current?.querySelector<HTMLElement>(`.grid > li:nth-child(${firstNew + 1}) a`)?.focus();
  }, [firstNew]);

  const countRef = useRef<HTMLParagraphElement>(null);
  const onToggle = (facet: Parameters<typeof toggleFilter>[1], value: string) => change(toggleFilter(state, facet, value));
  // A chip or clear-all button goes away when used; focus moves to the result count rather than being lost.
  const changeFromRemovedControl = (next: ListingState) => {
    change(next);
    countRef.current?.focus();
  };
  const filtered = hasFilters(state);
  const empty = listing.numFound === 0;

  return (
    <div className="listing-layout">
      {listing.facets.length > 0 ? (
        <aside className="listing-layout__facets" aria-label={t('listing.filters')}>
          <FacetPanel facets={listing.facets} state={state} onToggle={onToggle} />
        </aside>
      ) : null}
      <div className="listing-layout__results" ref={gridRef}>
        <div className="listing-toolbar">
          <p className="listing__count" ref={countRef} tabIndex={-1}>{pending === 'replace' ? t('listing.updating') : t('common.productCount', { count: listing.numFound })}</p>
          <SortSelect value={state.sort} onChange={(sort) => change(withSort(state, sort))} />
        </div>
        <ActiveFilters facets={listing.facets} state={state} onRemove={(facet, value) => changeFromRemovedControl(toggleFilter(state, facet, value))} onClear={() => changeFromRemovedControl(clearFilters(state))} />
        {failed ? <p className="load-error" role="alert">{t('listing.updateFailed')}</p> : null}
        {pending === 'replace' ? (
          <GridSkeleton />
        ) : empty ? (
          <div className="listing-empty">
            {noResults}
            {filtered ? (
              <button type="button" className="listing-empty__clear" onClick={() => changeFromRemovedControl(clearFilters(state))}>{t('listing.clearFilters')}</button>
            ) : null}
          </div>
        ) : (
          <>
            <ProductGrid listing={listing} site={site} showCount={false} headed />
            {pending === 'more' ? <GridSkeleton /> : null}
            <LoadMore shown={listing.products.length} total={listing.numFound} loading={pending === 'more'} onLoadMore={loadMore} />
          </>
        )}
      </div>
    </div>
  );
}
