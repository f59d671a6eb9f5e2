import type { Site } from '../../shared/site';
import { useStore } from '../state/StoreContext';
import { LOCATION_SELECTOR_DIALOG } from '../dialogs/LocationSelectorDialog';

export function LocationButton({ site }: { site: Site }) {
  const { dialogs } = useStore();
  return (
    <button type="button" className="location-button" aria-haspopup="dialog" onClick={() => dialogs.open(LOCATION_SELECTOR_DIALOG)}>
      <span className="visually-hidden">Change location, current: </span>
      {site.countryName} ({site.currency})
    </button>
  );
}
