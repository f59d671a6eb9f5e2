import type { LoyaltyEntry, LoyaltyEntryType } from '../../shared/loyalty/schemas';
import { pointsEarned } from '../../shared/loyalty/programme';

/*
 * A member's points movements. Each movement is one ledger entry under a key naming what it is for,
 * and the statements here ride in the batch of whatever caused it (the order, the cancel, the
 * return, the join), so the points change with it or not at all. An entry moves the spendable
 * balance only while it is unapplied, and is marked applied in the same batch: a replayed key
 * inserts nothing and moves nothing. A taking-back never drives the balance below zero.
 */

export const entryKey = {
  welcome: (consumerNo: string) => `welcome:${consumerNo}`,
  earned: (orderNo: string) => `earned:${orderNo}`,
  redeemed: (orderNo: string) => `redeemed:${orderNo}`,
  returned: (returnId: string) => `returned:${returnId}`,
  cancelled: (orderNo: string) => `cancelled:${orderNo}`,
} as const;

/** Only a member's account takes entries. */
const MEMBER = "json_extract(profile, '$.isLoyaltyMember') = 1";

/** The statements that move the balance by an entry just written, once, and keep the profile's balance in step. */
function applyStatements(db: D1Database, key: string, consumerNo: string): D1PreparedStatement[] {
  return [
    // The balance is taken from the profile the first time anything reads or moves it.
    db
      .prepare(
        `INSERT OR IGNORE INTO loyalty_points (consumer_no, points)
         SELECT consumer_no, COALESCE(json_extract(profile, '$.loyaltySummary.points.balance'), 0) FROM accounts
         WHERE consumer_no = ? AND EXISTS (SELECT 1 FROM loyalty_ledger WHERE entry_key = ? AND applied = 0)`,
      )
      .bind(consumerNo, key),
    db
      .prepare(
        `UPDATE loyalty_points SET points = MAX(0, points + (SELECT points FROM loyalty_ledger WHERE entry_key = ?))
         WHERE consumer_no = ? AND EXISTS (SELECT 1 FROM loyalty_ledger WHERE entry_key = ? AND applied = 0)`,
      )
      .bind(key, consumerNo, key),
    db.prepare('UPDATE loyalty_ledger SET applied = 1 WHERE entry_key = ?').bind(key),
    db
      .prepare(
        `UPDATE accounts SET profile = json_set(profile, '$.loyaltySummary', json_object('points', json_object('balance', (SELECT points FROM loyalty_points WHERE consumer_no = ?))))
         WHERE consumer_no = ? AND ${MEMBER} AND EXISTS (SELECT 1 FROM loyalty_points WHERE consumer_no = ?)`,
      )
      .bind(consumerNo, consumerNo, consumerNo),
  ];
}

export interface Movement {
  key: string;
  consumerNo: string;
  type: Exclude<LoyaltyEntryType, 'cancelled'>;
  points: number;
  orderNo: string | null;
  now: number;
}

/** A movement of a member's points by a known amount; nothing for a shopper who is no member, or for no points at all. */
export function movementStatements(db: D1Database, movement: Movement): D1PreparedStatement[] {
  if (movement.points === 0) return [];
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO loyalty_ledger (entry_key, consumer_no, type, points, order_no, created_at)
         SELECT ?, consumer_no, ?, ?, ?, ? FROM accounts WHERE consumer_no = ? AND ${MEMBER}`,
      )
      .bind(movement.key, movement.type, movement.points, movement.orderNo, movement.now, movement.consumerNo),
    ...applyStatements(db, movement.key, movement.consumerNo),
  ];
}

/**
 * A spent voucher, recorded in the order's batch: checkout's own statements spend the points (and
 * refuse an overspend), so the entry is written applied.
 */
export function redeemedStatement(db: D1Database, orderNo: string, consumerNo: string, points: number, now: number): D1PreparedStatement {
  return db
    .prepare("INSERT OR IGNORE INTO loyalty_ledger (entry_key, consumer_no, type, points, order_no, applied, created_at) VALUES (?, ?, 'redeemed', ?, ?, 1, ?)")
    .bind(entryKey.redeemed(orderNo), consumerNo, -points, orderNo, now);
}

/**
 * The points an order earns: one for each whole unit (ten kroner) of what its goods were charged
 * after every discount. Digital goods (gift cards) earn nothing: they are money, spent later on goods that do.
 */
export function orderPoints(lines: ReadonlyArray<{ rowTotal?: number | undefined; unitPrice: number; qty: number; digital?: boolean | number | undefined }>, currency: string): number {
  const spend = lines.filter((line) => !line.digital).reduce((sum, line) => sum + (line.rowTotal ?? line.unitPrice * line.qty), 0);
  return pointsEarned(spend, currency);
}

/** What a placed order earns its member, in the order's batch. */
export const earnedStatements = (db: D1Database, orderNo: string, consumerNo: string, points: number, now: number): D1PreparedStatement[] =>
  movementStatements(db, { key: entryKey.earned(orderNo), consumerNo, type: 'earned', points, orderNo, now });

/**
 * A cancel takes back everything the order moved (its points less any already returned, and gives
 * back a voucher's points), but only once the order is cancelled, in the cancel's batch.
 */
export function cancelledStatements(db: D1Database, orderNo: string, consumerNo: string, now: number): D1PreparedStatement[] {
  const key = entryKey.cancelled(orderNo);
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO loyalty_ledger (entry_key, consumer_no, type, points, order_no, created_at)
         SELECT ?, ?, 'cancelled', -moved, ?, ? FROM (SELECT COALESCE(SUM(points), 0) AS moved FROM loyalty_ledger WHERE order_no = ? AND consumer_no = ?)
         WHERE moved <> 0 AND EXISTS (SELECT 1 FROM orders WHERE order_no = ? AND consumer_no = ? AND status = 'cancelled')`,
      )
      .bind(key, consumerNo, orderNo, now, orderNo, consumerNo, orderNo, consumerNo),
    ...applyStatements(db, key, consumerNo),
  ];
}

/**
 * A return takes back the points its goods earned, at most what the order has left to give back,
 * in the return's batch and only when every line of the return was written (`lines` of them).
 */
export function returnedStatements(db: D1Database, input: { returnId: string; orderNo: string; consumerNo: string; points: number; lines: number; now: number }): D1PreparedStatement[] {
  if (input.points <= 0) return [];
  const key = entryKey.returned(input.returnId);
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO loyalty_ledger (entry_key, consumer_no, type, points, order_no, created_at)
         SELECT ?, consumer_no, 'returned', ?, ?, ? FROM accounts
         WHERE consumer_no = ? AND ${MEMBER} AND (SELECT COUNT(*) FROM return_lines WHERE return_id = ?) = ?`,
      )
      .bind(key, -input.points, input.orderNo, input.now, input.consumerNo, input.returnId, input.lines),
    ...applyStatements(db, key, input.consumerNo),
  ];
}

/** What the order has earned and not yet given back: the most a return may take back. */
export async function pointsLeftToReturn(db: D1Database, orderNo: string): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(CASE WHEN type = 'earned' THEN points ELSE 0 END), 0) AS earned, COALESCE(SUM(CASE WHEN type = 'returned' THEN -points ELSE 0 END), 0) AS returned FROM loyalty_ledger WHERE order_no = ?")
    .bind(orderNo)
    .first<{ earned: number; returned: number }>();
  return Math.max(0, (row?.earned ?? 0) - (row?.returned ?? 0));
}

interface EntryRow {
  entry_key: string;
  type: LoyaltyEntryType;
  points: number;
  order_no: string | null;
  created_at: number;
}

export const HISTORY_LIMIT = 50;

/** The member's last movements, newest first. */
export async function historyOf(db: D1Database, consumerNo: string): Promise<LoyaltyEntry[]> {
  const { results } = await db
    .prepare('SELECT entry_key, type, points, order_no, created_at FROM loyalty_ledger WHERE consumer_no = ? AND applied = 1 ORDER BY created_at DESC, rowid DESC LIMIT ?')
    .bind(consumerNo, HISTORY_LIMIT)
    .all<EntryRow>();
  return results.map((row) => ({ entryId: row.entry_key, type: row.type, points: row.points, orderNo: row.order_no, createdAt: new Date(row.created_at).toISOString() }));
}
