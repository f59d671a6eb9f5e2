import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../../state/StoreContext';
import { PICKUP_IN_STORE_DIALOG } from '../../dialogs/PickupInStoreDialog';
import { useFavoriteStoreHydration } from './favorite-store';
import { fetchStoreStock, stockLabel } from './stock-label';
import type { SizeChoice } from './variant-state';

/** 'Your store: X' with its stock of the chosen size, and the pickup-in-store dialog's button. */
export function StoreStock({ productId, size }: { productId: string; size: SizeChoice | undefined }) {
  useSignals();
  const store = useStore();
  useFavoriteStoreHydration(store);
  const favorite = store.favoriteStore.value;
  const [stock, setStock] = useState<{ sku: string; text: string } | null>(null);
  const sku = size?.sku;

  useEffect(() => {
    if (!favorite || !sku) return;
    const controller = new AbortController();
    fetchStoreStock(productId, [favorite.storeId], sku, controller.signal)
      .then((result) => {
        const entry = result.ok ? result.data.stores.find((candidate) => candidate.storeId === favorite.storeId) : undefined;
        setStock({ sku, text: entry ? stockLabel(entry.status, entry.quantity) : 'Stock unknown' });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [favorite, sku, productId]);

  return (
    <div className="store-stock">
      {favorite ? (
        <p className="store-stock__favorite">
          {`Your store: ${favorite.name}`}
          {size && stock && stock.sku === sku ? <span className="store-stock__level">{` — size ${size.label}: ${stock.text}`}</span> : null}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => store.dialogs.open(PICKUP_IN_STORE_DIALOG)}>
        Pick up in store
      </button>
    </div>
  );
}
