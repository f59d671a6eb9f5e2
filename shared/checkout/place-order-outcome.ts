/*
 * What the checkout page does after a refused order, by the refusal's errorId. The backend names
 * some refusals by the cart's own ids (PAYMENT_ERROR) and others by their catalogue code (PAY400);
 * both spellings lead to the same handling.
 */

export type PlaceOrderOutcome =
  /** Read the basket again and show its flash messages (a line is gone, or the tax changed: review the new total). */
  | 'refresh-cart'
  /** A shipment can no longer go as chosen, or its address is refused: back to the shipping step. */
  | 'back-to-shipping'
  /** The card was not authorised after 3-D Secure: back to billing with a new basket and an authentication-error notification. */
  | 'back-to-billing'
  /** A notification at the top of the page (an error notification when a payment instrument was used). */
  | 'top-notification'
  /** A toast that stays until the shopper closes it. */
  | 'sticky-toast'
  /** The basket is already an order (placed in another tab): say so and link to it. */
  | 'already-placed';

/** Catalogue codes standing for a cart error id, so either spelling is handled alike. */
const ALIASES: Readonly<Record<string, string>> = {
  ORD430: 'ITEM_NO_LONGER_AVAILABLE',
  PAY400: 'PAYMENT_ERROR',
  PYT402: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  PYT404: 'PAYMENT_INSTRUMENT_NOT_FOUND',
  PYT405: 'ADDRESS_NOT_FOUND',
  BSK404: 'CART_NOT_FOUND',
  SHP500: 'SHIPPING_POBOX_UNAVAILABLE',
  INV409: 'SOME_PRODUCTS_NO_INVENTORY',
  FE309: 'CC_EXPIRY_DATE_INVALID',
};

const BACK_TO_SHIPPING = new Set(['PickupToSthTransition', 'StsToSthTransition', 'InvalidShippingAddress']);

const TOP_NOTIFICATION = new Set([
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CART_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
  // A tax failure and a totals failure: nothing the shopper can change, said where it is seen.
  'TAX309',
  'ORD415',
]);

/** The card-issuer refusals: the top notification is flagged as an error when a payment instrument was used. */
export const PAYMENT_REFUSALS: ReadonlySet<string> = new Set(['CC_EXPIRY_DATE_INVALID', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION']);

/** The handling of a refused order: `flash` is the refusal's flash list, if it came with one. */
export function placeOrderOutcome(errorId: string, flash?: readonly unknown[] | null): PlaceOrderOutcome {
  const id = ALIASES[errorId] ?? errorId;
  if (id === 'ORDER_ALREADY_PLACED') return 'already-placed';
  if (id === 'ITEM_NO_LONGER_AVAILABLE' || id === 'TAX310') return 'refresh-cart';
  if (BACK_TO_SHIPPING.has(id)) return 'back-to-shipping';
  if (id === 'PaymentNotAuthorized') return 'back-to-billing';
  if (flash && flash.length > 0) return 'refresh-cart';
  if (TOP_NOTIFICATION.has(id)) return 'top-notification';
  return 'sticky-toast';
}

/** Whether a top notification is an error: a payment refusal after a payment instrument was used. */
export function isFlaggedNotification(errorId: string, paymentInstrumentUsed: boolean): boolean {
  return paymentInstrumentUsed && PAYMENT_REFUSALS.has(ALIASES[errorId] ?? errorId);
}
