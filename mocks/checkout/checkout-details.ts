import type { Cart } from '../../shared/cart/schemas/cart';
import type { CheckoutCart, PickupContact, PickupStore } from '../../shared/checkout/schemas/checkout';
import { STORE_BY_ID } from '../data/stores';

/*
 * What a basket keeps at checkout beside its addresses and payment (checkout_details): the status
 * its order was prepared with (EXPRESS after express checkout) and who collects its store and
 * collection-point shipments, and the SMS opt-in given with the address; and the stores its store shipments are collected at.
 */

export type CheckoutDetails = Pick<CheckoutCart, 'status' | 'pickupContact' | 'smsOptIn'>;

/** The details of a basket's checkout record row (the basket has none before checkout records one). */
export function detailsOfRow(row: { status: 'EXPRESS' | null; pickup_contact: string | null; sms_opt_in: number | null } | null | undefined): CheckoutDetails {
  return {
    ...(row?.status ? { status: row.status } : {}),
    pickupContact: row?.pickup_contact ? (JSON.parse(row.pickup_contact) as PickupContact) : null,
    smsOptIn: row?.sms_opt_in === null || row?.sms_opt_in === undefined ? null : row.sms_opt_in === 1,
  };
}

/** Records the status an order was prepared with; a basket keeps it until it becomes an order. */
export function recordStatus(db: D1Database, basketId: string, status: 'EXPRESS'): D1PreparedStatement {
  return db.prepare('INSERT INTO checkout_details (cart_id, status) VALUES (?, ?) ON CONFLICT (cart_id) DO UPDATE SET status = excluded.status').bind(basketId, status);
}

export function recordPickupContact(db: D1Database, basketId: string, contact: PickupContact): D1PreparedStatement {
  return db.prepare('INSERT INTO checkout_details (cart_id, pickup_contact) VALUES (?, ?) ON CONFLICT (cart_id) DO UPDATE SET pickup_contact = excluded.pickup_contact').bind(basketId, JSON.stringify(contact));
}

/** The SMS opt-in given with the shipping address. */
export function recordSmsOptIn(db: D1Database, basketId: string, optIn: boolean): D1PreparedStatement {
  return db.prepare('INSERT INTO checkout_details (cart_id, sms_opt_in) VALUES (?, ?) ON CONFLICT (cart_id) DO UPDATE SET sms_opt_in = excluded.sms_opt_in').bind(basketId, optIn ? 1 : 0);
}

/** The stores the basket's pickup and ship-to-store shipments go to. */
export function pickupStoresOf(cart: Pick<Cart, 'shippingMethods'>): PickupStore[] {
  const ids = [...new Set(cart.shippingMethods.flatMap((shipment) => (shipment.storeId ? [shipment.storeId] : [])))];
  return ids.flatMap((id) => {
    const store = STORE_BY_ID.get(id);
    return store ? [{ storeId: store.storeId, name: store.name, address: store.address }] : [];
  });
}
