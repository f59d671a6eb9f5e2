import { useEffect, useState } from 'react';
import { placeOfPosition } from '../../shared/stores';
import { useT } from '../state/i18n';

type Where = { kind: 'idle' } | { kind: 'locating' } | { kind: 'denied' } | { kind: 'unavailable' };

/** How long the browser may take to find the shopper before the button says it could not. */
const LOCATE_TIMEOUT_MS = 10_000;
/** A position found in the last ten minutes is close enough for stores kilometres apart. */
const POSITION_MAX_AGE_MS = 10 * 60_000;

/**
 * "Use my location": asks the browser where the shopper is (only when they press it) and runs the
 * locator's search near there, as a link to the page with the position in `q` to two decimals.
 * Shown only once the page runs and the browser can tell a position; a refusal or a failure says
 * so and leaves the postal code search in place.
 */
export function UseMyLocation({ action }: { action: string }) {
  const t = useT();
  const [supported, setSupported] = useState(false);
  const [where, setWhere] = useState<Where>({ kind: 'idle' });

  // Decided after hydration: the server cannot know, and both renders must agree first.
  useEffect(() => setSupported('geolocation' in navigator), []);
  if (!supported) return null;

  function locate() {
    setWhere({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => window.location.assign(`${action}?q=${encodeURIComponent(placeOfPosition(position.coords.latitude, position.coords.longitude))}`),
      (error) => setWhere({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  }

  return (
    <div className="store-locator__position">
      <button type="button" className="button button--secondary" onClick={locate} disabled={where.kind === 'locating'}>
        {t('stores.useLocation')}
      </button>
      <p role="status" className="store-locator__position-status">
        {where.kind === 'locating' ? t('stores.locating') : null}
        {where.kind === 'denied' ? t('stores.locationDenied') : null}
        {where.kind === 'unavailable' ? t('stores.locationUnavailable') : null}
      </p>
    </div>
  );
}
