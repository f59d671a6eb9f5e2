import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { takesShoppersAddress } from '../../shared/checkout/shipment-methods';

/** The code of the method chosen for a shipment. */
export const selectedCode = (shipment: CheckoutState['shipments'][number]) => shipment.methods.find((method) => method.selected)?.code;

/**
 * The address the order ships to: the one on the shipments that travel to an address. A gift card's
 * shipment goes by email and has none, and may come first, so it is no shipment's place to speak
 * for the others.
 */
export function shippingAddressOf(checkout: Pick<CheckoutState, 'shipments'>): CheckoutState['shipments'][number]['address'] {
  return checkout.shipments.find((shipment) => shipment.address)?.address ?? null;
}

/**
 * The shopper's own address among the shipments: a home delivery's. A pick-up point's address is
 * the collection point's, and a store's is the store's: neither is the shopper's, so neither is
 * offered to bill to.
 */
export function homeAddressOf(checkout: Pick<CheckoutState, 'shipments'>): CheckoutState['shipments'][number]['address'] {
  return checkout.shipments.find((shipment) => shipment.address && takesShoppersAddress(selectedCode(shipment)))?.address ?? null;
}

/** The signed-in shopper's main saved address (else their first), to start a form from; null for a guest or an empty book. */
export function ownSavedAddress(checkout: Pick<CheckoutState, 'savedAddresses'>): CheckoutState['savedAddresses'][number] | null {
  return checkout.savedAddresses.find((address) => address.main) ?? checkout.savedAddresses[0] ?? null;
}
