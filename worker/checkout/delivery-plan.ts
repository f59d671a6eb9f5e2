import type { CheckoutCart, PickupContact } from '../../shared/checkout/schemas/checkout';
import type { StoredAddress } from '../../shared/address/schemas/address';
import type { GiftOption, ShippingMethodCode } from '../../shared/cart/schemas/cart';

/*
 * How a basket is delivered, read off it so a new basket can be made the same way: each line with
 * its method and store, where home shipments go, which collection point a pick-up point shipment
 * waits at, who collects, and the billing address. A failed payment retires the basket at the
 * backend; the shopper chose none of this again, so none of it may change.
 */

export interface PlannedLine {
  productId: string;
  qty: number;
  code: ShippingMethodCode;
  /** The store of a pickup or ship-to-store line. */
  storeId: string | null;
  giftOption: GiftOption | null;
}

export interface DeliveryPlan {
  lines: PlannedLine[];
  /** The address of the shipments delivered home. */
  home: StoredAddress | null;
  /** The collection point's address a pick-up point shipment goes to (its name on the second line). */
  collectionPoint: StoredAddress | null;
  pickupContact: PickupContact | null;
  billing: StoredAddress | null;
  smsOptIn: boolean | null;
}

/** The plan of a basket; a free gift is the promotion's to add again, never a line of the shopper's. */
export function deliveryPlanOf(cart: CheckoutCart): DeliveryPlan {
  const addressOf = (code: ShippingMethodCode) => {
    const shipment = cart.shippingMethods.find((entry) => entry.shippingMethod.code === code);
    return (shipment && cart.shippingAddresses.find((entry) => entry.shippingId === shipment.shippingId)?.address) || null;
  };
  return {
    lines: cart.items
      .filter((item) => !item.bonus)
      .map((item) => ({
        productId: item.productId,
        qty: item.qty,
        code: item.shippingOptions.selected,
        storeId: item.shippingOptions.storeId || null,
        giftOption: item.giftOption,
      })),
    home: addressOf('standard'),
    collectionPoint: addressOf('pudo'),
    pickupContact: cart.pickupContact ?? null,
    billing: cart.billingAddress,
    smsOptIn: cart.smsOptIn ?? null,
  };
}

/** The lines as a new basket takes them: a pickup line goes straight to its store; every other line starts at home and is moved after. */
export const newItemsOf = (plan: DeliveryPlan) =>
  plan.lines.map((line) => ({
    productId: line.productId,
    qty: line.qty,
    ...(line.code === 'pickup' && line.storeId ? { storeId: line.storeId } : {}),
    ...(line.giftOption ? { giftOption: line.giftOption } : {}),
  }));

/** The lines that must move after the basket is made: ship to store and pick-up point (home, digital and pickup are where they start). */
export const linesToMove = (plan: DeliveryPlan): PlannedLine[] => plan.lines.filter((line) => line.code === 'sts' || line.code === 'pudo');
