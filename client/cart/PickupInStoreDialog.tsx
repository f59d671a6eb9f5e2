import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { StoreInventoryResponse } from '../../shared/catalogue/schemas/inventory';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';
import { formatDecimal } from '../../shared/format';
import { chooseFavoriteStore, fetchStoreStock, stockLabel, type SizeChoice } from '../catalogue';
import { useStore } from '../state/StoreContext';
import { findStores, StoreSearchForm, type StoreSearchState } from '../components/StoreSearchForm';
import { StoreRow } from '../components/StoreRow';
import { PICKUP_IN_STORE_DIALOG } from '../dialogs/dialog-ids';
import { useLocale, useT } from '../state/i18n';

type Results = StoreSearchState<{ stores: StoreLocation[]; stock: StoreInventoryResponse | null }>;

/** A postal code has a digit (US, CA, GB, DE and NO all do); anything else is a city. */
const searchBody = (place: string) => (/\d/.test(place) ? { postalCode: place } : { city: place });

/** Pickup in store: find stores by postal code or city, then their stock of the chosen size. */
export function PickupSearch({ productId, size }: { productId: string; size: SizeChoice | undefined }) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const store = useStore();
  const [results, setResults] = useState<Results>({ kind: 'idle' });

  async function onSearch(value: string) {
    setResults({ kind: 'searching' });
    const found = await findStores(t, value, searchBody(value));
    if (found.kind !== 'found') return setResults(found);
    const storeIds = found.stores.map((candidate) => candidate.storeId);
    const stock = size ? await fetchStoreStock(productId, storeIds, size.sku) : null;
    setResults({ ...found, stock: stock?.ok ? stock.data : null });
  }

  function choose(location: StoreLocation) {
    chooseFavoriteStore(store, { storeId: location.storeId, name: location.name });
    store.dialogs.close(PICKUP_IN_STORE_DIALOG);
  }

  const favoriteId = store.favoriteStore.value?.storeId;
  return (
    <div className="pickup">
      <p className="dialog__intro">{size ? t('pickup.sizeStock', { size: size.label }) : t('pickup.chooseSize')}</p>
      <StoreSearchForm label={t('pickup.place')} results={results} none={(place) => t('pickup.none', { place })} onSearch={(value) => void onSearch(value)} />
      {results.kind === 'found' ? (
        <ul className="pickup__stores">
          {results.stores.map((location) => {
            const stock = results.stock?.stores.find((entry) => entry.storeId === location.storeId);
            const current = favoriteId === location.storeId;
            return (
              <StoreRow
                key={location.storeId}
                location={location}
                distance={location.distanceKm !== undefined ? `${formatDecimal(location.distanceKm, locale, 1)} km` : undefined}
                current={current}
                label={current ? t('pickup.yourStore') : t('pickup.choose', { name: location.name })}
                onChoose={() => choose(location)}
              >
                {size ? <p className="pickup__stock">{stock ? stockLabel(t, stock.status, stock.quantity) : t('product.stockUnknown')}</p> : null}
                {location.pickupAvailable ? null : <p className="pickup__note">{t('pickup.noPickup')}</p>}
              </StoreRow>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
