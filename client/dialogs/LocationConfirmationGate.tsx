import { useEffect, useState } from 'react';
import { readLocationAnswer } from '../../shared/location/answer-cookie';
import type { PageName } from '../../shared/routing/pages';
import type { Site } from '../../shared/site';
import { preloadable } from '../app/preloadable';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import type { LocationOffer } from '../state/visitor-location';
import { LazyDialog } from './dialog-shells';

export const LOCATION_CONFIRMATION_DIALOG = 'location-confirmation';

// The body and the country check share one chunk: a visitor who is asked needs both, and every
// first-load budget keeps only this gate.
const loadBody = () => import('./LocationConfirmationDialog');
const LocationConfirmationBody = preloadable(() => loadBody().then((m) => m.LocationConfirmationBody));

export interface LocationConfirmationGateProps {
  site: Site;
  pageType: PageName;
  path: string;
  /** Pages where the question would get in the way (checkout) or mean nothing (an editor's preview). */
  skip: boolean;
}

/**
 * Asks a visitor whose country another site serves, once, whether to go there. The server renders
 * the dialog closed and empty for everyone, so pages stay shareable in the HTML cache; after
 * hydration the browser learns the country (`/fapi/location`) unless the visitor already answered,
 * and opens the dialog once nothing else is open.
 */
export function LocationConfirmationGate({ site, pageType, path, skip }: LocationConfirmationGateProps) {
  const t = useT();
  const { dialogs } = useStore();
  const [offer, setOffer] = useState<LocationOffer | null>(null);

  useEffect(() => {
    if (skip || readLocationAnswer(document.cookie)) return;
    let live = true;
    let cancel = () => {};
    void Promise.all([loadBody().then((m) => m.locationOffer(site, window.location.search)), LocationConfirmationBody.preload()]).then(
      ([found]) => {
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
