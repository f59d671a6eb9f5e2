import type { CheckoutCart } from '../../shared/schemas/checkout';

/*
 * What a basket keeps at checkout beside its addresses and payment (checkout_details): the status
 * its order was prepared with (EXPRESS after express checkout).
 */

export type CheckoutDetails = Pick<CheckoutCart, 'status'>;

export async function readCheckoutDetails(db: D1Database, basketId: string): Promise<CheckoutDetails> {
  const row = await db.prepare('SELECT status FROM checkout_details WHERE cart_id = ?').bind(basketId).first<{ status: 'EXPRESS' | null }>();
  return row?.status ? { status: row.status } : {};
}

/** Records the status an order was prepared with; a basket keeps it until it becomes an order. */
export function recordStatus(db: D1Database, basketId: string, status: 'EXPRESS'): D1PreparedStatement {
  return db.prepare('INSERT INTO checkout_details (cart_id, status) VALUES (?, ?) ON CONFLICT (cart_id) DO UPDATE SET status = excluded.status').bind(basketId, status);
}
