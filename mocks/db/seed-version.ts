import { BASE_CATALOG_SIZE, MAX_CATALOG_SIZE } from '../data/catalog';
import { buildCanvasRows } from '../data/canvases';
import type { Env } from '../env';
import { MIGRATIONS } from './migrate';

/*
 * Which seed a database holds, and whether it is the one this build writes. Every request's
 * readiness probe reads it, so it lives below the homes; the seeder that writes the rows gathers
 * them from the homes and is given to the database's setup by the mocks' entry.
 */

/** Bump when the seed changes (the catalogue, the seeded points history) so existing local databases are refreshed. */
const CATALOG_VERSION = 'catalog-v5';

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

// Canvas fixtures change often; hashing them means an edited canvas reseeds a
// local database without anyone remembering to bump a version. Computed once per isolate.
let canvasHash: string | undefined;

/**
 * SEED_PRODUCTS scales the catalogue (the benchmark seeds 1,000). It is deployment config,
 * the same for every request an isolate serves, so index.ts records it per request here
 * rather than threading env through every ensureDatabase caller.
 */
let catalogSize = BASE_CATALOG_SIZE;

/** Fewer than the hand-tuned base would drop categories' fixed products; more than the cap is refused. */
export function catalogSizeFrom(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return BASE_CATALOG_SIZE;
  return Math.min(MAX_CATALOG_SIZE, Math.max(BASE_CATALOG_SIZE, Number(value.trim())));
}

export function configureCatalog(env: Pick<Env, 'SEED_PRODUCTS'>): void {
  catalogSize = catalogSizeFrom(env.SEED_PRODUCTS);
}

export const configuredCatalogSize = () => catalogSize;

// Every request's readiness probe compares against it: built once per catalogue size, not per request.
let seedVersion: { size: number; version: string } | undefined;

export function currentSeedVersion(): string {
  if (seedVersion?.size !== catalogSize) {
    canvasHash ??= fnv1a(JSON.stringify(buildCanvasRows()));
    // Migrations count too: a new or renamed one must be applied to databases seeded before it. The size
    // is part of the version, so changing SEED_PRODUCTS reseeds.
    seedVersion = { size: catalogSize, version: `${CATALOG_VERSION}:${fnv1a(MIGRATIONS.map((migration) => migration.name).join())}:${catalogSize}:${canvasHash}` };
  }
  return seedVersion.version;
}

/** The seed's version as stored: the readiness probe, on its own or at the head of a batch. */
export const seedVersionQuery = (db: D1Database) => db.prepare('SELECT version FROM seed_meta WHERE key = ?').bind('catalog');

export async function isSeeded(db: D1Database): Promise<boolean> {
  const row = await seedVersionQuery(db).first<{ version: string }>();
  return row?.version === currentSeedVersion();
}

