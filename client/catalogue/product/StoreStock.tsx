import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../../state/StoreContext';
import { PICKUP_IN_STORE_DIALOG } from '../../dialogs/dialog-ids';
import { useFavoriteStoreHydration } from './favorite-store';
import { fetchStoreStock, stockLabel } from './stock-label';
import type { SizeChoice } from './variant-state';
import { useT } from '../../state/i18n';

/** 'Your store: X' with its stock of the chosen size, and the pickup-in-store dialog's button. */
export function StoreStock({ productId, size }: { productId: string; size: SizeChoice | undefined }) {
  useSignals();
  const t = useT();
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
        setStock({ sku, text: entry ? stockLabel(t, entry.status, entry.quantity) : t('product.stockUnknown') });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [favorite, sku, productId, t]);

  return (
    <div className="store-stock">
      {favorite ? (
        <p className="store-stock__favorite">
          {t('product.yourStore', { name: favorite.name })}
          {size && stock && stock.sku === sku ? <span className="store-stock__level">{t('product.storeStockLevel', { size: size.label, stock: stock.text })}</span> : null}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => store.dialogs.open(PICKUP_IN_STORE_DIALOG)}>
        {t('product.pickUpInStore')}
      </button>
    </div>
  );
}
