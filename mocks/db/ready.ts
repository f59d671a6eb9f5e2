import { applyMigrations } from './migrate';
import { currentSeedVersion, isSeeded, seedVersionQuery } from './seed-version';

/** Writes every seeded row and the seed's version last, answering how many statements it ran. */
export type Seeder = (db: D1Database) => Promise<number>;

/*
 * The seeder gathers rows from the homes, which all stand above this module, so the entry names it
 * once at startup (the same for every request an isolate serves, never a shopper's data).
 */
let seeder: Seeder | undefined;

/** Names the seeder that fresh storage is filled with. */
export function useSeeder(seed: Seeder): void {
  seeder = seed;
}

/** In-flight setup per isolate: concurrent first requests share one migrate-and-seed run. */
let inFlight: Promise<void> | undefined;

async function setUp(db: D1Database): Promise<void> {
  await applyMigrations(db);
  if (!(await isSeeded(db))) {
    if (!seeder) throw new Error('ridgeline-mocks: no seeder; the entry names it with useSeeder');
    const rows = await seeder(db);
    console.log(`ridgeline-mocks: seeded ${rows} rows`);
  }
}

/**
 * A database is unready only when it lacks a table (fresh or reset storage). Any other failure, a
 * busy database under load above all, is the request's own failure: taking it for an unready
 * database would start a setup that every concurrent request then waits on, and that hangs them all
 * if the request that started it is cancelled.
 */
const isMissingTable = (error: unknown) => /no such table/i.test(String(error));

/**
 * A cheap seed_meta probe runs on every request rather than trusting a per-isolate flag,
 * because test harnesses may reset storage underneath a long-lived isolate.
 */
export async function ensureDatabase(db: D1Database): Promise<void> {
  const ready = await isSeeded(db).catch((error: unknown) => {
    if (isMissingTable(error)) return false;
    throw error;
  });
  if (ready) return;
  inFlight ??= setUp(db).finally(() => {
    inFlight = undefined;
  });
  await inFlight;
}

/**
 * Reads in one round trip with the readiness probe at the head of the batch, for the calls a
 * shopper makes on every page. A database found not ready (the probe says another version, or
 * the batch fails because the tables are not there yet) is set up and the reads run again.
 */
export async function batchWhenReady(db: D1Database, statements: D1PreparedStatement[]): Promise<D1Result[]> {
  try {
    const [probe, ...results] = await db.batch([seedVersionQuery(db), ...statements]);
    if ((probe?.results[0] as { version?: string } | undefined)?.version === currentSeedVersion()) return results;
  } catch (error) {
    // A fresh database: set up below, then the same reads again, whose failure then is a real one.
    if (!isMissingTable(error)) throw error;
  }
  await ensureDatabase(db);
  return db.batch(statements);
}
