import type { Site } from '../../shared/site';
import { useStore } from '../state/StoreContext';
import { LOCATION_SELECTOR_DIALOG } from '../dialogs/LocationSelectorDialog';
import { useT } from '../state/i18n';

export function LocationButton({ site }: { site: Site }) {
  const t = useT();
  const { dialogs } = useStore();
  return (
    <button type="button" className="location-button" aria-haspopup="dialog" onClick={() => dialogs.open(LOCATION_SELECTOR_DIALOG)}>
      <span className="visually-hidden">{`${t('header.changeLocation')} `}</span>
      {site.countryName} ({site.currency})
    </button>
  );
}
