import { cancelledStatements } from '../loyalty';
import type { LineRow, OrderRecord, OrderRow, ShipmentRow } from './order-view';

/*
 * Reads and changes of stored orders. Every change is one conditional statement (or one batch)
 * that names the owner and the state it needs, so two requests at once cannot both cancel an
 * order, and one shopper can never touch another's.
 */

export async function readOrder(db: D1Database, orderNo: string): Promise<OrderRecord | null> {
  const [order, lines, shipments] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE order_no = ?').bind(orderNo),
    db.prepare('SELECT * FROM order_lines WHERE order_no = ? ORDER BY position').bind(orderNo),
    db.prepare('SELECT shipment_id, method, carrier, tracking_number, store_id, collection_point_id, collection_point_name, address, pickup_contact FROM order_shipments WHERE order_no = ? ORDER BY shipment_id').bind(orderNo),
  ]);
  const row = order?.results[0] as OrderRow | undefined;
  return row ? { order: row, lines: (lines?.results ?? []) as LineRow[], shipments: (shipments?.results ?? []) as ShipmentRow[] } : null;
}

/** One shopper's order, or null when there is none of that number that is theirs. */
export async function ownOrder(db: D1Database, orderNo: string, consumerNo: string): Promise<OrderRecord | null> {
  const record = await readOrder(db, orderNo);
  return record && record.order.consumer_no === consumerNo ? record : null;
}

/** A page of a shopper's orders, newest first, and how many they have in all. */
export async function orderHistory(db: D1Database, consumerNo: string, offset: number, limit: number): Promise<{ orders: OrderRow[]; total: number }> {
  const [page, count] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE consumer_no = ? ORDER BY created_at DESC, order_no DESC LIMIT ? OFFSET ?').bind(consumerNo, limit, offset),
    db.prepare('SELECT COUNT(*) AS total FROM orders WHERE consumer_no = ?').bind(consumerNo),
  ]);
  return { orders: (page?.results ?? []) as OrderRow[], total: Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0) };
}

/**
 * Cancels the shopper's order if it has not shipped, and in the same batch takes back the points
 * it earned and gives back a voucher's; false when it was not theirs or not cancellable (any more).
 */
export async function cancelOrder(db: D1Database, orderNo: string, consumerNo: string, now: number): Promise<boolean> {
  const [result] = await db.batch([
    db.prepare("UPDATE orders SET status = 'cancelled', cancelled_at = ? WHERE order_no = ? AND consumer_no = ? AND status = 'created'").bind(now, orderNo, consumerNo),
    ...cancelledStatements(db, orderNo, consumerNo, now),
  ]);
  return result?.meta.changes === 1;
}

/** Sends a gift card line's email again; the line, or null when it is no emailed gift card of a live order. */
export async function resendGiftCard(db: D1Database, record: OrderRecord, itemId: string, now: number): Promise<LineRow | null> {
  const line = record.lines.find((candidate) => candidate.item_id === itemId);
  if (!line || line.digital !== 1 || !line.gift_email || record.order.status === 'cancelled') return null;
  await db.prepare('UPDATE order_lines SET gift_sent_at = ? WHERE order_no = ? AND item_id = ?').bind(now, record.order.order_no, itemId).run();
  return { ...line, gift_sent_at: now };
}
