import type { ShippingMethodCode } from '../../shared/schemas';
import { needsStore, travelsToAddress } from '../../shared/checkout/shipment-methods';

/*
 * Delivery methods as the basket offers them per line, the shipments lines group into, and the
 * notice a shopper gets when a line's delivery method changes.
 */

export const METHOD_INFO: Readonly<Record<ShippingMethodCode, { label: string; deliveryTime: string }>> = {
  standard: { label: 'Standard delivery', deliveryTime: '3-5 business days' },
  pudo: { label: 'Pick-up point', deliveryTime: '2-4 business days' },
  pickup: { label: 'Pick up in store', deliveryTime: 'Same day' },
  sts: { label: 'Ship to store', deliveryTime: '4-6 business days' },
  digital: { label: 'Email delivery', deliveryTime: 'Same day' },
  customs: { label: 'Customs clearance', deliveryTime: '5-8 business days' },
};

/** The shipment a line belongs to: one per home method, one per store and store method. */
export const shipmentIdOf = (code: ShippingMethodCode, storeId: string) => (needsStore(code) ? `${code}-${storeId}` : code);

/** Methods a shopper can pick for a physical line; a digital one is only e-mailed. */
export const PHYSICAL_METHODS: readonly ShippingMethodCode[] = ['standard', 'pudo', 'pickup', 'sts'];

export interface Transition {
  type: string;
  code: string;
  message: string;
}

const TO_STORE = 'Your order was updated: this item will now be collected in store';
const TO_HOME = 'Your order was updated: this item will now be shipped to your address';

/**
 * The notice for a line moving between home delivery and a store. ORD516 is ship to pickup,
 * ORD517 pickup to ship, ORD518 pickup to ship to store; moves within home delivery (standard
 * and pick-up point) or between stores tell nothing.
 */
export function transitionOf(from: ShippingMethodCode, to: ShippingMethodCode): Transition | undefined {
  if (travelsToAddress(from) && to === 'pickup') return { type: 'SthToPickupTransition', code: 'ORD516', message: TO_STORE };
  if (travelsToAddress(from) && to === 'sts') return { type: 'SthToStsTransition', code: 'ORD516', message: TO_STORE };
  if (from === 'sts' && to === 'pickup') return { type: 'StsToPickupTransition', code: 'ORD516', message: TO_STORE };
  if (from === 'pickup' && travelsToAddress(to)) return { type: 'PickupToSthTransition', code: 'ORD517', message: TO_HOME };
  if (from === 'sts' && travelsToAddress(to)) return { type: 'StsToSthTransition', code: 'ORD517', message: TO_HOME };
  if (from === 'pickup' && to === 'sts') return { type: 'PickupToStsTransition', code: 'ORD518', message: 'Your order was updated: this item will now be shipped to the store' };
  return undefined;
}
