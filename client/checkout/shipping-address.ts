import type { CheckoutState } from '../../shared/checkout/checkout-routes';

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
