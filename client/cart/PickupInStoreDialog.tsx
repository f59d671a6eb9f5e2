import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { StoreInventoryResponse } from '../../shared/catalogue/schemas/inventory';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';
import { formatDistance, storeSearchBody } from '../../shared/stores';
import { chooseFavoriteStore, fetchStoreStock, stockLabel, useFavoriteStoreHydration, type SizeChoice } from '../catalogue';
import { useStore } from '../state/StoreContext';
import { findStores, StoreSearchForm, type StoreSearchState } from '../components/StoreSearchForm';
import { StoreRow } from '../components/StoreRow';
import { PICKUP_IN_STORE_DIALOG } from '../dialogs/dialog-ids';
import { useLocale, useT } from '../state/i18n';
import { usePageInfo } from '../state/PageContext';

type Results = StoreSearchState<{ stores: StoreLocation[]; stock: StoreInventoryResponse | null }>;

/** Pickup in store: find stores by postal code or city, then their stock of the chosen size. */
export function PickupSearch({ productId, size }: { productId: string; size: SizeChoice | undefined }) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const { site } = usePageInfo();
  const store = useStore();
  const [results, setResults] = useState<Results>({ kind: 'idle' });
  // The store chosen elsewhere (a product page, the store locator) is the one this dialog starts from.
  useFavoriteStoreHydration(store);

  async function onSearch(value: string) {
    setResults({ kind: 'searching' });
    const found = await findStores(t, value, storeSearchBody(value));
    if (found.kind !== 'found') return setResults(found);
    const storeIds = found.stores.map((candidate) => candidate.storeId);
    const stock = size ? await fetchStoreStock(productId, storeIds, size.sku) : null;
    setResults({ ...found, stock: stock?.ok ? stock.data : null });
  }

  function choose(location: StoreLocation) {
    chooseFavoriteStore(store, { storeId: location.storeId, name: location.name });
    store.dialogs.close(PICKUP_IN_STORE_DIALOG);
  }

  const favorite = store.favoriteStore.value;
  const favoriteId = favorite?.storeId;
  return (
    <div className="pickup">
      {favorite ? <p className="pickup__favorite">{t('product.yourStore', { name: favorite.name })}</p> : null}
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
                distance={location.distanceKm !== undefined ? formatDistance(location.distanceKm, site, locale) : undefined}
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
