import { applyMigrations } from './migrate';
import { isSeeded, seed } from './seed';

/** In-flight setup per isolate: concurrent first requests share one migrate-and-seed run. */
let inFlight: Promise<void> | undefined;

async function setUp(db: D1Database): Promise<void> {
  await applyMigrations(db);
  if (!(await isSeeded(db))) {
    const rows = await seed(db);
    console.log(`ridgeline-mocks: seeded ${rows} rows`);
  }
}

/**
 * A cheap seed_meta probe runs on every request rather than trusting a per-isolate flag,
 * because test harnesses may reset storage underneath a long-lived isolate.
 */
export async function ensureDatabase(db: D1Database): Promise<void> {
  const ready = await isSeeded(db).catch(() => false);
  if (ready) return;
  inFlight ??= setUp(db).finally(() => {
    inFlight = undefined;
  });
  await inFlight;
}

