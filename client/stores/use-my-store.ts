import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { chooseFavoriteStore, useFavoriteStoreHydration } from '../catalogue';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/**
 * The shopper's store as the locator shows it: which one it is (read from the browser after
 * hydration, so the shared HTML names none), and choosing one, which is the same choice the
 * pickup-in-store dialog makes and reads. `announcement` is what a live region says once chosen.
 */
export function useMyStore() {
  useSignals();
  const t = useT();
  const store = useStore();
  useFavoriteStoreHydration(store);
  const [announcement, setAnnouncement] = useState('');
  return {
    myStoreId: store.favoriteStore.value?.storeId ?? null,
    announcement,
    choose(storeId: string, name: string) {
      chooseFavoriteStore(store, { storeId, name });
      setAnnouncement(t('stores.chosen', { name }));
    },
  };
}
