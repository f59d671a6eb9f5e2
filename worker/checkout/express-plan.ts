import type { ExpressRefusalReason } from '../../shared/checkout/checkout-routes';
import { isExpired } from '../../shared/payments/card-number';
import type { StoredAddress } from '../../shared/address/schemas/address';
import type { CheckoutCart } from '../../shared/checkout/schemas/checkout';
import { takesShoppersAddress } from '../../shared/checkout/shipment-methods';
import type { PaymentInstrument, SavedCard } from '../../shared/payments/schemas/payment-instruments';

/*
 * Whether a shopper may check out express, and what express checkout fills in: only a signed-in
 * shopper with the feature on and a saved main card that has not expired; every home delivery
 * without an address gets the default shipping address (or the one already entered on the
 * basket; a basket picked up in store needs none); the order is billed to the main billing
 * address, else to that shipping address. A collection-point shipment still waiting for its
 * point cannot be filled in from the account, so it sends the shopper to the shipping step.
 */

export interface ExpressFacts {
  registered: boolean;
  featureOn: boolean;
  cart: Pick<CheckoutCart, 'shippingMethods' | 'shippingAddresses'>;
  addresses: readonly StoredAddress[];
  instruments: readonly PaymentInstrument[];
  now?: Date;
}

export interface ExpressPlan {
  card: SavedCard;
  /** The shipments to send to `shipTo` (home deliveries with no address yet). */
  targets: string[];
  shipTo: StoredAddress | null;
  billTo: StoredAddress;
}

export type ExpressDecision = { ok: true; plan: ExpressPlan } | { ok: false; reason: ExpressRefusalReason };

export function expressPlan({ registered, featureOn, cart, addresses, instruments, now = new Date() }: ExpressFacts): ExpressDecision {
  if (!registered) return { ok: false, reason: 'signed-out' };
  if (!featureOn) return { ok: false, reason: 'feature-off' };
  const card = instruments.find((instrument): instrument is SavedCard => instrument.payment_method_id === 'CREDIT_CARD' && instrument.main);
  if (!card || isExpired(card.card.expiryMonth, card.card.expiryYear, now)) return { ok: false, reason: 'no-main-card' };
  const addressed = (shippingId: string) => cart.shippingAddresses.some((entry) => entry.shippingId === shippingId);
  if (cart.shippingMethods.some((shipment) => shipment.shippingMethod.code === 'pudo' && !addressed(shipment.shippingId))) return { ok: false, reason: 'no-address' };
  const targets = cart.shippingMethods.filter((shipment) => takesShoppersAddress(shipment.shippingMethod.code) && !addressed(shipment.shippingId)).map((shipment) => shipment.shippingId);
  const main = (type: 'S' | 'B') => addresses.find((address) => address.approachType === type && address.main) ?? null;
  const shipTo = main('S') ?? cart.shippingAddresses.find((entry) => cart.shippingMethods.some((shipment) => shipment.shippingId === entry.shippingId && takesShoppersAddress(shipment.shippingMethod.code)))?.address ?? null;
  if (targets.length && !shipTo) return { ok: false, reason: 'no-address' };
  const billTo = main('B') ?? shipTo;
  if (!billTo) return { ok: false, reason: 'no-address' };
  return { ok: true, plan: { card, targets, shipTo, billTo } };
}
