import { useEffect, useRef } from 'react';
import type { ParsedCanvas } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { coordinatesOf, formatDistance, storeLocatorPath, storePath, type StoreLocatorSearch } from '../../../shared/stores';
import { CanvasSections } from '../../app/CanvasSections';
import { StoreRow } from '../../components/StoreRow';
import { StoreSearchForm, type StoreSearchState } from '../../components/StoreSearchForm';
import { Alert } from '../../components/ui';
import { definePageView } from '../../pages/page-view';
import { useLocale, useT } from '../../state/i18n';
import { StoreHours } from '../StoreHours';
import { useMyStore } from '../use-my-store';
import { UseMyLocation } from '../UseMyLocation';

export interface StoreLocatorProps {
  canvas: ParsedCanvas | null;
  search: StoreLocatorSearch;
  drawnAt: string;
  site: Site;
}

/** The server's search as the search form's live region words it. */
function formState(search: StoreLocatorSearch, errorText: string): StoreSearchState {
  if (search.kind === 'found') return { kind: 'found', stores: search.stores };
  if (search.kind === 'none') return { kind: 'none', place: search.place };
  if (search.kind === 'error') return { kind: 'error', message: errorText };
  return { kind: 'idle' };
}

/**
 * /store-locator: the editors' page (its hero leads), then the search by postal code or city and
 * the stores it found, each with its distance in the market's unit, today's hours and the week's,
 * a link to its page and "Set as my store".
 */
export function StoreLocator({ canvas, search, drawnAt, site }: StoreLocatorProps) {
  const t = useT();
  const locale = useLocale();
  const { myStoreId, announcement, choose } = useMyStore();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const searched = search.kind !== 'idle' && search.kind !== 'invalid';
  // A search near the shopper's position names no place they typed: the field stays empty.
  const nearYou = search.kind !== 'idle' && coordinatesOf(search.place) !== null;

  // A search is a page load: focus goes to what it found, where the shopper's action landed.
  useEffect(() => {
    if (searched) resultsRef.current?.focus();
  }, [searched]);

  return (
    <div className="store-locator">
      {canvas ? <CanvasSections canvas={canvas} leadsPage /> : <h1 className="page-title">{t('stores.title')}</h1>}
      <section className="store-locator__search" aria-labelledby="store-locator-title">
        <h2 id="store-locator-title">{t('stores.title')}</h2>
        <p>{t('stores.intro')}</p>
        <StoreSearchForm
          label={t('pickup.place')}
          action={storeLocatorPath(site.locale)}
          initialPlace={search.kind === 'idle' || nearYou ? '' : search.place}
          initialError={search.kind === 'invalid' ? t('stores.invalid') : null}
          results={formState(search, t('stores.error'))}
          none={(place) => (nearYou ? t('stores.noneNearYou') : t('stores.none', { place }))}
        />
        <UseMyLocation action={storeLocatorPath(site.locale)} />
        {searched ? (
          <h2 className="store-locator__results" ref={resultsRef} tabIndex={-1}>
            {nearYou ? t('stores.resultsNearYou') : t('stores.results', { place: search.place })}
          </h2>
        ) : null}
        {search.kind === 'error' ? <Alert tone="error">{t('stores.error')}</Alert> : null}
        {search.kind === 'found' ? (
          <ul className="pickup__stores store-locator__stores">
            {search.stores.map((location) => {
              const mine = myStoreId === location.storeId;
              return (
                <StoreRow
                  key={location.storeId}
                  location={location}
                  href={storePath(site.locale, location.storeId)}
                  distance={location.distanceKm === undefined ? undefined : t('stores.distance', { distance: formatDistance(location.distanceKm, site, locale) })}
                  current={mine}
                  label={mine ? t('stores.mine') : t('stores.setMine')}
                  onChoose={() => choose(location.storeId, location.name)}
                >
                  <StoreHours location={location} drawnAt={drawnAt} />
                  {location.pickupAvailable ? null : <p className="pickup__note">{t('pickup.noPickup')}</p>}
                </StoreRow>
              );
            })}
          </ul>
        ) : null}
        <p role="status" className="store-locator__announcement">
          {announcement}
        </p>
      </section>
    </div>
  );
}

export const view = definePageView<'store-locator'>((page, state) => <StoreLocator {...page} site={state.site} />);
