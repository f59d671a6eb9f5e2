import type { UtilityStore } from '../../../shared/in-store';
import type { Site } from '../../../shared/site';
import { mapLink, storeLocatorPath } from '../../../shared/stores';
import { definePageView } from '../../pages/page-view';
import { useT } from '../../state/i18n';
import { StoreHours } from '../StoreHours';
import { useMyStore } from '../use-my-store';

export interface StoreDetailsProps {
  store: UtilityStore;
  drawnAt: string;
  site: Site;
}

/**
 * /stores/<storeId>: one store's address, week, phone and a plain link to a map, and "Set as my
 * store", which the pickup-in-store dialog then starts from.
 */
export function StoreDetails({ store, drawnAt, site }: StoreDetailsProps) {
  const t = useT();
  const { myStoreId, announcement, choose } = useMyStore();
  const mine = myStoreId === store.storeId;
  const { address } = store;
  return (
    <article className="store-page" data-store-id={store.storeId}>
      <p className="store-page__back">
        <a href={storeLocatorPath(site.locale)}>{t('stores.allStores')}</a>
      </p>
      <h1 className="page-title">{store.name}</h1>
      <div className="store-page__grid">
        <section aria-labelledby="store-address">
          <h2 id="store-address">{t('stores.address')}</h2>
          <address className="store-page__address">
            {address.line1}
            <br />
            {address.postalCode} {address.city}
            {address.province ? `, ${address.province}` : ''}
          </address>
          <p>
            <a href={mapLink(store.latitude, store.longitude)} rel="noopener noreferrer" target="_blank">
              {t('stores.map')}
            </a>
          </p>
          <h2>{t('stores.phone')}</h2>
          <p>
            <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
          </p>
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">{t('stores.hours')}</h2>
          <StoreHours location={store} drawnAt={drawnAt} expanded />
        </section>
      </div>
      <button type="button" className="button" aria-pressed={mine} onClick={() => choose(store.storeId, store.name)}>
        {mine ? t('stores.mine') : t('stores.setMine')}
      </button>
      <p role="status" className="store-locator__announcement">
        {announcement}
      </p>
    </article>
  );
}

export const view = definePageView<'store'>((page, state) => <StoreDetails {...page} site={state.site} />);
