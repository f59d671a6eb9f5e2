import type { PickupStore } from '../../shared/checkout/schemas/checkout';

/** A store's address on one line, as the checkout shows it. */
export function storeLine(store: PickupStore): string {
  const { line1, city, province, postalCode } = store.address;
  return [line1, city, [province, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
