import { ensureDatabase } from './ready';

/*
 * The append-only logs (experiment events, personalisation calls) take a row
 * on every page view. A D1 write commits a transaction, and committing one per
 * page view made the mock vendors the storefront's bottleneck locally, where
 * they share its CPU. So rows wait here for a moment and land together, the
 * way a vendor's ingestion pipeline batches: one transaction per flush.
 * Readers flush first, so a test always sees every row already accepted.
 */

/**
 * How long the first row waits for company; short enough that nothing notices the lag (readers
 * flush first). At 25 ms a storefront rendering pages one after another still committed a
 * transaction for almost every page view, the largest share of the mocks' work on a cart page.
 */
const FLUSH_DELAY_MS = 100;

export interface LogRow {
  sql: string;
  values: unknown[];
}

// Rows accepted but not yet written: the mock vendor's queue, shared by its requests.
let pending: LogRow[] = [];
let flushing: Promise<void> | null = null;

async function write(db: D1Database): Promise<void> {
  const rows = pending;
  pending = [];
  if (!rows.length) return;
  const statements = () => rows.map((row) => db.prepare(row.sql).bind(...row.values));
  try {
    await db.batch(statements());
  } catch (error) {
    // A database that lacks the table (reset storage, not yet seeded) is set up once, then written.
    if (!/no such table/i.test(String(error))) throw error;
    await ensureDatabase(db);
    await db.batch(statements());
  }
}

/** Accepts rows for the log; the write finishes inside this request's waitUntil. */
export function appendToLog(db: D1Database, ctx: ExecutionContext, rows: LogRow[]): void {
  pending.push(...rows);
  flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS))
    .then(() => write(db))
    .catch((error: unknown) => console.error('ridgeline-mocks: log write failed', error))
    .finally(() => {
      flushing = null;
    });
  ctx.waitUntil(flushing);
}

/** The newest 200 rows of a log (those of one visitor when `value` is given), everything queued written first. */
export async function readLog<Row>(db: D1Database, table: 'experiment_log' | 'personalisation_calls', column: string, value: string | undefined): Promise<Row[]> {
  await ensureDatabase(db);
  await flushing;
  await write(db);
  const query = value
    ? db.prepare(`SELECT * FROM ${table} WHERE ${column} = ? ORDER BY id DESC LIMIT 200`).bind(value)
    : db.prepare(`SELECT * FROM ${table} ORDER BY id DESC LIMIT 200`);
  return (await query.all<Row>()).results;
}
