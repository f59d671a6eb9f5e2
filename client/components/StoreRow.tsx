import { useId, type ReactNode } from 'react';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';

/** A store's street address on one line. */
export const storeAddress = (location: StoreLocation) => `${location.address.line1}, ${location.address.postalCode} ${location.address.city}`;

/**
 * One store a search found: its name (a link to the store's page when `href` is given), address
 * and distance, what the list says of it (`children`: stock, hours), and the button that picks it,
 * described by the store's name so a screen reader tells one row's button from the next.
 */
export function StoreRow({ location, href, distance, current, label, disabled, onChoose, children }: { location: StoreLocation; href?: string; distance: string | undefined; current: boolean; label: string; disabled?: boolean; onChoose: () => void; children?: ReactNode }) {
  const nameId = useId();
  return (
    <li className="pickup__store" data-store-id={location.storeId}>
      <h3 className="pickup__name" id={nameId}>
        {href ? <a href={href}>{location.name}</a> : location.name}
      </h3>
      <p className="pickup__address">
        {storeAddress(location)}
        {distance ? ` · ${distance}` : ''}
      </p>
      {children}
      <button type="button" className="button button--secondary" aria-pressed={current} aria-describedby={nameId} disabled={disabled} onClick={onChoose}>
        {label}
      </button>
    </li>
  );
}
