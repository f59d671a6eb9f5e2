import type { ReactNode } from 'react';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';

/** A store's street address on one line. */
export const storeAddress = (location: StoreLocation) => `${location.address.line1}, ${location.address.postalCode} ${location.address.city}`;

/**
 * One store a search found: its name, address and distance, what the dialog says of its stock
 * (`children`), and the button that picks it.
 */
export function StoreRow({ location, distance, current, label, disabled, onChoose, children }: { location: StoreLocation; distance: string | undefined; current: boolean; label: string; disabled?: boolean; onChoose: () => void; children?: ReactNode }) {
  return (
    <li className="pickup__store" data-store-id={location.storeId}>
      <h3 className="pickup__name">{location.name}</h3>
      <p className="pickup__address">
        {storeAddress(location)}
        {distance ? ` · ${distance}` : ''}
      </p>
      {children}
      <button type="button" className="button button--secondary" aria-pressed={current} disabled={disabled} onClick={onChoose}>
        {label}
      </button>
    </li>
  );
}
