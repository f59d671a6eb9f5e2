import { onDemand } from '#on-demand';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LISTING_PAGE_SIZE, appliedState, sameListingState, type ListingState } from '../../../shared/catalogue/listing-state';
import type { CatalogResponse } from '../../../shared/catalogue/schemas/catalog';
import { fetchListing, pageQuery, type ListingSource } from './fetch-listing';

/** replace: new filters or sort (the grid becomes a skeleton); more: 'load more' (a skeleton follows the grid). */
export type ListingPending = 'replace' | 'more' | null;

export interface ListingView {
  state: ListingState;
  listing: CatalogResponse;
  pending: ListingPending;
  failed: boolean;
  /** Index of the first tile a 'load more' added, for focus; null otherwise. */
  firstNew: number | null;
}

export interface ListingController {
  view: ListingView;
  /** Shows another state (filter, sort): a new history entry, so Back returns to this one. */
  change(next: ListingState): void;
  loadMore(): void;
}

/** Appended pages can overlap when the catalogue shifts between requests; a tile appears once. */
function appendTiles(listing: CatalogResponse, more: CatalogResponse): CatalogResponse {
  const seen = new Set(listing.products.map((tile) => tile.id));
  const products = [...listing.products, ...more.products.filter((tile) => !seen.has(tile.id))];
  return { ...listing, numFound: more.numFound, count: products.length, products };
}

/**
 * A listing's client state: the URL holds filters, sort and page, a
 * change pushes a history entry and Back restores it; only the latest request
 * may land (earlier ones are aborted).
 */
export function useListing(source: ListingSource, initialState: ListingState, initial: CatalogResponse): ListingController {
  const [view, setView] = useState<ListingView>(() => ({ state: appliedState(initialState, initial.facets), listing: initial, pending: null, failed: false, firstNew: null }));
  const viewRef = useRef(view);
  viewRef.current = view;
  const inFlight = useRef<AbortController | null>(null);
  const sourceKey = source.kind === 'search' ? `q:${source.q}` : `c:${source.categoryId}`;
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const show = useCallback((state: ListingState, mode: 'replace' | 'more') => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const current = viewRef.current;
    const range = mode === 'more' ? { start: current.listing.products.length, count: LISTING_PAGE_SIZE } : { start: 0, count: state.page * LISTING_PAGE_SIZE };
    setView((previous) => ({ ...previous, state, pending: mode, failed: false, firstNew: null }));
    fetchListing(sourceRef.current, state, range, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setView((previous) =>
          mode === 'more'
            ? { state, listing: appendTiles(previous.listing, data), pending: null, failed: false, firstNew: previous.listing.products.length }
            : { state, listing: data, pending: null, failed: false, firstNew: null },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setView((previous) => ({ ...previous, pending: null, failed: true }));
      },
    );
  }, []);

  const change = useCallback(
    (next: ListingState) => {
      if (sameListingState(next, viewRef.current.state)) return;
      window.history.pushState(null, '', `${window.location.pathname}${pageQuery(sourceRef.current, next)}`);
      // Only an entry pushed here can bring the listing a Back or Forward, so its URL parser
      // (zod) loads now, ready before that happens.
      void onDemand.listingParser();
      show(next, 'replace');
    },
    [show],
  );

  const loadMore = useCallback(() => {
    const current = viewRef.current;
    if (current.pending || current.listing.products.length >= current.listing.numFound) return;
    const next = { ...current.state, page: Math.ceil(current.listing.products.length / LISTING_PAGE_SIZE) + 1 };
    // The same view, only longer: the URL records it (a reload keeps it) without a Back step per page.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${pageQuery(sourceRef.current, next)}`);
    show(next, 'more');
  }, [show]);

  useEffect(() => {
    let mounted = true;
    const onPopState = () => {
      // The URL parser may still be on its way: the listing is busy from the Back itself.
      const before = viewRef.current.pending;
      setView((previous) => ({ ...previous, pending: 'replace' }));
      onDemand.listingParser().then(
        ({ parseListingState }) => {
          if (!mounted) return;
          const state = parseListingState(new URLSearchParams(window.location.search));
          if (sameListingState(state, viewRef.current.state)) setView((previous) => ({ ...previous, pending: before }));
          else show(state, 'replace');
        },
        () => mounted && setView((previous) => ({ ...previous, pending: null, failed: true })),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      mounted = false;
      window.removeEventListener('popstate', onPopState);
      inFlight.current?.abort();
    };
  }, [show, sourceKey]);

  return { view, change, loadMore };
}
