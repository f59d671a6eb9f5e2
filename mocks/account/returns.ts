import type { CreateReturnBody, Return, ReturnReason, ReturnState } from '../../shared/account/schemas/returns';
import type { Refusal } from '../http';
import { isReturnable, type OrderRecord } from './order-view';
import { pointsEarned } from '../../shared/loyalty/programme';
import { pointsLeftToReturn, returnedStatements } from '../loyalty';

/*
 * The returns service: a return of some of a delivered order's items, within its return window,
 * never more of a line than was delivered less what earlier returns took. The check and the
 * insert run in one batch whose statements each re-check the quantities, so two returns made at
 * once cannot together send back more than was delivered.
 */

interface ReturnRow {
  return_id: string;
  order_no: string;
  reason: ReturnReason;
  state: ReturnState;
  carrier: string;
  tracking_number: string;
  created_at: number;
}

interface ReturnLineRow {
  return_id: string;
  item_id: string;
  qty: number;
}

export const RETURN_REFUSALS = {
  notReturnable: { status: 409, errorId: 'RTN500', message: 'A return cannot be created for this order: it is not delivered, has nothing to send back, or is past its return window' },
  unknownItem: { status: 400, errorId: 'RTN500', message: 'That item is not on this order, or cannot be sent back', field: 'items' },
  tooMany: { status: 409, errorId: 'RTN500', message: 'More of an item than was delivered and not yet returned', field: 'items' },
} as const satisfies Record<string, Refusal>;

function randomDigits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String(byte % 10)).join('');
}

/** The order's returns, oldest first, each with its items named as the order names them. */
export async function returnsOf(db: D1Database, record: OrderRecord): Promise<Return[]> {
  const orderNo = record.order.order_no;
  const [returns, lines] = await db.batch([
    db.prepare('SELECT * FROM returns WHERE order_no = ? ORDER BY created_at, return_id').bind(orderNo),
    db.prepare('SELECT return_id, item_id, qty FROM return_lines WHERE order_no = ?').bind(orderNo),
  ]);
  const names = new Map(record.lines.map((line) => [line.item_id, line.name]));
  const items = (lines?.results ?? []) as ReturnLineRow[];
  return ((returns?.results ?? []) as ReturnRow[]).map((row) => ({
    returnId: row.return_id,
    orderId: orderNo,
    state: row.state,
    reason: row.reason,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    createdAt: new Date(row.created_at).toISOString(),
    items: items.filter((item) => item.return_id === row.return_id).map((item) => ({ itemId: item.item_id, name: names.get(item.item_id) ?? item.item_id, qty: item.qty })),
  }));
}

/** The points a return's goods earned (their share of what each line was charged), at most what the order has left to give back. */
async function returnPoints(db: D1Database, record: OrderRecord, input: CreateReturnBody): Promise<number> {
  const lines = new Map(record.lines.map((line) => [line.item_id, line]));
  const value = input.items.reduce((sum, item) => {
    const line = lines.get(item.itemId);
    return line && line.qty > 0 ? sum + Math.round((line.row_total * item.qty) / line.qty) : sum;
  }, 0);
  const earned = pointsEarned(value, record.order.currency);
  return earned > 0 ? Math.min(earned, await pointsLeftToReturn(db, record.order.order_no)) : 0;
}

/** A new return of the shopper's order, or why not. */
export async function createReturn(db: D1Database, record: OrderRecord, input: CreateReturnBody, now: number): Promise<Return | Refusal> {
  if (!isReturnable(record, now)) return RETURN_REFUSALS.notReturnable;
  const orderNo = record.order.order_no;
  const physical = new Map(record.lines.filter((line) => line.digital === 0).map((line) => [line.item_id, line.qty]));
  if (input.items.some((item) => !physical.has(item.itemId))) return RETURN_REFUSALS.unknownItem;
  const count = await db.prepare('SELECT COUNT(*) AS n FROM returns WHERE order_no = ?').bind(orderNo).first<{ n: number }>();
  const returnId = `RT${orderNo.slice(2)}-${(count?.n ?? 0) + 1}`;
  // Each line's insert selects nothing once the line's returned total would pass what was delivered.
  const lineStatements = input.items.map((item) =>
    db
      .prepare(
        `INSERT INTO return_lines (return_id, order_no, item_id, qty)
         SELECT ?, ?, ?, ? WHERE ? + (SELECT COALESCE(SUM(qty), 0) FROM return_lines WHERE order_no = ? AND item_id = ?) <= ?`,
      )
      .bind(returnId, orderNo, item.itemId, item.qty, item.qty, orderNo, item.itemId, physical.get(item.itemId)!),
  );
  const points = await returnPoints(db, record, input);
  const consumerNo = record.order.consumer_no;
  let results: D1Result[];
  try {
    results = await db.batch([
    db.prepare('INSERT INTO returns (return_id, order_no, reason, carrier, tracking_number, created_at) VALUES (?, ?, ?, ?, ?, ?)').bind(returnId, orderNo, input.reason, 'UPS', `1ZRT${randomDigits(12)}`, now),
    ...lineStatements,
    ...(consumerNo ? returnedStatements(db, { returnId, orderNo, consumerNo, points, lines: lineStatements.length, now }) : []),
    ]);
  } catch {
    // Another return of the order took the same number at the same moment: nothing was written.
    return RETURN_REFUSALS.tooMany;
  }
  if (results.slice(1, 1 + lineStatements.length).some((result) => result.meta.changes !== 1)) {
    // Some line asked for more than is left: the return is taken back whole.
    await db.batch([db.prepare('DELETE FROM return_lines WHERE return_id = ?').bind(returnId), db.prepare('DELETE FROM returns WHERE return_id = ?').bind(returnId)]);
    return RETURN_REFUSALS.tooMany;
  }
  const made = (await returnsOf(db, record)).find((entry) => entry.returnId === returnId);
  return made ?? RETURN_REFUSALS.notReturnable;
}
