import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { CartItem, ShippingMethodCode } from '../../shared/cart/schemas/cart';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';
import { formatDecimal } from '../../shared/format';
import { storeFit, type ChosenStore, type StoreRef } from './pickup-store';
import { stockLabel } from '../catalogue';
import { findStores, StoreSearchForm, type StoreSearchState } from '../components/StoreSearchForm';
import { storeAddress, StoreRow } from '../components/StoreRow';
import { useStore } from '../state/StoreContext';
import { useLocale, useT } from '../state/i18n';

/*
 * The bodies of the cart's delivery dialogs, fetched the first time one opens: the methods a
 * line can take, the store search for pickup, the confirmation of a change of store and the
 * word that it changed. The cart page holds the flow between them.
 */

/** The methods a line offers: home delivery, pickup or ship to store at a known store, or a store to find. */
export function DeliveryMethodsBody({ item, onChoose, onFindStore }: { item: CartItem; onChoose: (code: ShippingMethodCode, store?: ChosenStore) => void; onFindStore: () => void }) {
  useSignals();
  const t = useT();
  const busy = useStore().cartBusy.value;
  const { selected, storeId, available } = item.shippingOptions;
  const knowsStore = available.some((option) => option.shippingMethod.code === 'pickup');
  return (
    <>
      <ul className="delivery-options">
        {available.map((option) => {
          const info = option.storeInfo;
          const current = option.shippingMethod.code === selected && (info ? info.id === storeId : true);
          const label = info && option.shippingMethod.code === 'pickup' ? t('cart.pickupHere', { store: info.name, count: info.storeInventory }) : `${option.shippingMethod.label}${info ? `, ${info.name}` : ''} (${option.shippingMethod.deliveryTime})`;
          return (
            <li key={`${option.shippingMethod.code}-${info?.id ?? ''}`}>
              <button
                type="button"
                className="button"
                aria-pressed={current}
                disabled={current || busy || (info ? info.storeInventory < item.qty : false)}
                onClick={() => onChoose(option.shippingMethod.code, info ? { storeId: info.id, name: info.name } : undefined)}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--secondary delivery-options__find" onClick={onFindStore}>
        {knowsStore ? t('cart.otherStore') : t('cart.chooseStore')}
      </button>
    </>
  );
}

/** Stores by postal code, city or name, each with its stock of this line's variant and a way to pick up there. */
export function StoreSearchBody({ item, onChoose }: { item: CartItem; onChoose: (store: ChosenStore) => void }) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const busy = useStore().cartBusy.value;
  const [results, setResults] = useState<StoreSearchState>({ kind: 'idle' });
  const currentStore = item.shippingOptions.selected === 'pickup' ? item.shippingOptions.storeId : null;

  async function onSearch(value: string) {
    setResults({ kind: 'searching' });
    setResults(await findStores(t, value, { text: value, productIds: [item.productId] }));
  }

  function availability(location: StoreLocation): string {
    const fit = storeFit(location, item);
    if (fit.ok) return stockLabel(t, fit.status, fit.quantity);
    if (fit.reason === 'noPickup') return t('pickup.noPickup');
    if (fit.reason === 'notEnough') return t('cart.pickup.notEnough', { count: fit.quantity, qty: item.qty });
    return fit.reason === 'outOfStock' ? t('product.outOfStock') : t('product.stockUnknown');
  }

  const details = item.variants.map((variant) => variant.value).join(', ');
  return (
    <div className="pickup">
      <p className="dialog__intro">{t('cart.pickup.intro', { name: item.name, details })}</p>
      <StoreSearchForm label={t('cart.pickup.place')} results={results} none={(place) => t('cart.pickup.none', { place })} onSearch={(value) => void onSearch(value)} />
      {results.kind === 'found' ? (
        <ul className="pickup__stores" aria-label={t('pickup.found', { count: results.stores.length })}>
          {results.stores.map((location) => {
            const fit = storeFit(location, item);
            const current = location.storeId === currentStore;
            return (
              <StoreRow
                key={location.storeId}
                location={location}
                distance={location.distanceKm !== undefined ? t('cart.pickup.distance', { distance: formatDecimal(location.distanceKm, locale, 1) }) : undefined}
                current={current}
                label={current ? t('cart.pickup.current') : t('cart.pickupAt', { store: location.name })}
                disabled={current || busy || !fit.ok}
                onChoose={() => onChoose({ storeId: location.storeId, name: location.name, location })}
              >
                <p className={`pickup__stock${fit.ok ? '' : ' pickup__stock--none'}`}>{availability(location)}</p>
              </StoreRow>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** What a change of store does: the line leaves one store (or joins a second), and which lines stay behind. */
export function ChangeStoreBody({ item, from, to, others, onConfirm, onCancel }: { item: CartItem; from: StoreRef; to: ChosenStore; others: CartItem[]; onConfirm: () => void; onCancel: () => void }) {
  useSignals();
  const t = useT();
  const busy = useStore().cartBusy.value;
  const moving = item.shippingOptions.selected === 'pickup' && item.shippingOptions.storeId === from.id;
  return (
    <div className="change-store">
      <p>{moving ? t('cart.changeStore.move', { name: item.name, to: to.name, from: from.name }) : t('cart.changeStore.second', { name: item.name, to: to.name, from: from.name })}</p>
      {moving && others.length ? <p>{t('cart.changeStore.staying', { count: others.length, from: from.name })}</p> : null}
      {others.length ? (
        <ul className="change-store__others">
          {others.map((other) => (
            <li key={other.itemId}>{other.name}</li>
          ))}
        </ul>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {t('cart.changeStore.confirm', { store: to.name })}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cart.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The word that the line now picks up at its new store, with where and when that store opens. */
export function StoreChangedBody({ itemName, store, onDone }: { itemName: string; store: ChosenStore; onDone: () => void }) {
  const t = useT();
  const location = store.location;
  return (
    <div className="store-changed">
      <p role="status">{t('cart.storeChanged', { store: store.name })}</p>
      <p>{t('cart.storeChanged.item', { name: itemName })}</p>
      {location ? (
        <>
          <p className="pickup__address">{storeAddress(location)}</p>
          {location.hours.length ? (
            <>
              <h3 className="store-changed__hours">{t('cart.storeChanged.hours')}</h3>
              <ul>
                {location.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('cart.storeChanged.done')}
      </button>
    </div>
  );
}
