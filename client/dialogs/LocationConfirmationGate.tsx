import { useEffect, useState } from 'react';
import type { PageName } from '../../shared/routing/pages';
import type { Site } from '../../shared/site';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { LazyDialog } from './LazyDialog';
import { LocationConfirmationBody, locationOffer } from './LocationConfirmationDialog';
import type { LocationOffer } from '../state/visitor-location';

export const LOCATION_CONFIRMATION_DIALOG = 'location-confirmation';

export interface LocationConfirmationGateProps {
  site: Site;
  pageType: PageName;
  path: string;
}

/**
 * Asks a visitor whose country another site serves, once, whether to go there: learns the country
 * (`/fapi/location`) unless the visitor already answered, and opens the dialog once nothing else
 * is open. Mounted only in the browser, after hydration (see LocationQuestion), so every page
 * stays the same for every visitor and shareable in the HTML cache.
 */
export function LocationConfirmationGate({ site, pageType, path }: LocationConfirmationGateProps) {
  const t = useT();
  const { dialogs } = useStore();
  const [offer, setOffer] = useState<LocationOffer | null>(null);

  useEffect(() => {
    let live = true;
    let cancel = () => {};
    locationOffer(site, window.location.search, document.cookie).then(
      (found) => {
        if (!live || !found) return;
        cancel = dialogs.afterIdle(0, () => {
          setOffer(found);
          dialogs.open(LOCATION_CONFIRMATION_DIALOG);
        });
      },
      () => undefined, // the question can wait for the next page
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);

  return (
    <LazyDialog id={LOCATION_CONFIRMATION_DIALOG} title={t('location.confirmTitle')}>
      {offer ? <LocationConfirmationBody dialogId={LOCATION_CONFIRMATION_DIALOG} offer={offer} site={site} pageType={pageType} path={path} /> : null}
    </LazyDialog>
  );
}
