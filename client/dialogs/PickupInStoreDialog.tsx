import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Store as StoreLocation, StoreInventoryResponse } from '../../shared/schemas';
import { formatDecimal } from '../../shared/format';
import { api, callApi } from '../api';
import { chooseFavoriteStore } from '../components/product/favorite-store';
import { fetchStoreStock, stockLabel } from '../components/product/stock-label';
import type { SizeChoice } from '../components/product/variant-state';
import { useStore } from '../state/StoreContext';
import { StoreSearchForm } from '../components/StoreSearchForm';
import { PICKUP_IN_STORE_DIALOG } from './dialog-shells';
import { useLocale, useT } from '../state/i18n';
import { errorMessage } from '../../shared/i18n';

type Results =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'none'; place: string }
  | { kind: 'error'; message: string }
  | { kind: 'found'; stores: StoreLocation[]; stock: StoreInventoryResponse | null };

/** A postal code has a digit (US, CA, GB, DE and NO all do); anything else is a city. */
const searchBody = (place: string) => (/\d/.test(place) ? { postalCode: place } : { city: place });

/** spec §2 pickup in store: find stores by postal code or city, then their stock of the chosen size. */
export function PickupSearch({ productId, size }: { productId: string; size: SizeChoice | undefined }) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const store = useStore();
  const [results, setResults] = useState<Results>({ kind: 'idle' });

  async function onSearch(value: string) {
    setResults({ kind: 'searching' });
    const found = await callApi(api.stores.search, { body: searchBody(value) });
    if (!found.ok) {
      setResults(found.error.errorId === 'STR404' ? { kind: 'none', place: value } : { kind: 'error', message: errorMessage(t, found.error) });
      return;
    }
    if (found.data.stores.length === 0) return setResults({ kind: 'none', place: value });
    const storeIds = found.data.stores.map((candidate) => candidate.storeId);
    const stock = size ? await fetchStoreStock(productId, storeIds, size.sku) : null;
    setResults({ kind: 'found', stores: found.data.stores, stock: stock?.ok ? stock.data : null });
  }

  function choose(location: StoreLocation) {
    chooseFavoriteStore(store, { storeId: location.storeId, name: location.name });
    store.dialogs.close(PICKUP_IN_STORE_DIALOG);
  }

  const favoriteId = store.favoriteStore.value?.storeId;
  return (
    <div className="pickup">
      <p className="dialog__intro">{size ? t('pickup.sizeStock', { size: size.label }) : t('pickup.chooseSize')}</p>
      <StoreSearchForm label={t('pickup.place')} searching={results.kind === 'searching'} onSearch={(value) => void onSearch(value)} />
      <div role="status" aria-live="polite" className="pickup__status">
        {results.kind === 'searching' ? t('pickup.searching') : null}
        {results.kind === 'none' ? t('pickup.none', { place: results.place }) : null}
        {results.kind === 'error' ? results.message : null}
        {results.kind === 'found' ? t('pickup.found', { count: results.stores.length }) : null}
      </div>
      {results.kind === 'found' ? (
        <ul className="pickup__stores">
          {results.stores.map((location) => {
            const stock = results.stock?.stores.find((entry) => entry.storeId === location.storeId);
            return (
              <li key={location.storeId} className="pickup__store">
                <h3 className="pickup__name">{location.name}</h3>
                <p className="pickup__address">
                  {`${location.address.line1}, ${location.address.postalCode} ${location.address.city}`}
                  {location.distanceKm !== undefined ? ` · ${formatDecimal(location.distanceKm, locale, 1)} km` : ''}
                </p>
                {size ? <p className="pickup__stock">{stock ? stockLabel(t, stock.status, stock.quantity) : t('product.stockUnknown')}</p> : null}
                {location.pickupAvailable ? null : <p className="pickup__note">{t('pickup.noPickup')}</p>}
                <button type="button" className="button button--secondary" aria-pressed={favoriteId === location.storeId} onClick={() => choose(location)}>
                  {favoriteId === location.storeId ? t('pickup.yourStore') : t('pickup.choose', { name: location.name })}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
