import { CATEGORIES, CATEGORY_BY_ID } from '../data/categories';
import { generateCatalog, type ProductRecord } from '../data/catalog';
import { buildCanvasRows } from '../data/canvases';
import { MIGRATIONS } from './migrate';

/** Bump when the catalogue generator changes so existing local databases are refreshed. */
const CATALOG_VERSION = 'catalog-v1';

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

// Canvas fixtures change often; hashing them means an edited canvas reseeds a
// local database without anyone remembering to bump a version. Computed once per isolate.
let seedVersion: string | undefined;
export function currentSeedVersion(): string {
  // Migrations count too: a new one must be applied to databases seeded before it.
  seedVersion ??= `${CATALOG_VERSION}:${MIGRATIONS.length}:${fnv1a(JSON.stringify(buildCanvasRows()))}`;
  return seedVersion;
}

/** Keeps each D1 batch comfortably small; a batch is one transaction. */
const BATCH_SIZE = 100;

function searchText(record: ProductRecord): string {
  const categoryNames = record.categoryIds.map((id) => CATEGORY_BY_ID.get(id)?.name ?? '');
  return [record.name, record.description, ...categoryNames, ...record.colors.map((c) => c.label)].join(' ').toLowerCase();
}

function seedStatements(db: D1Database): D1PreparedStatement[] {
  const products = generateCatalog();
  const categoryRows = CATEGORIES.map((c) =>
    db.prepare('INSERT OR REPLACE INTO categories (id, slug, name, parent_id, level) VALUES (?, ?, ?, ?, ?)').bind(c.id, c.slug, c.name, c.parentId ?? null, c.level),
  );
  const productRows = products.flatMap((p, position) => [
    db.prepare('INSERT OR REPLACE INTO products (id, slug, name, search_text, rating, released_on, data) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(p.id, p.slug, p.name, searchText(p), p.rating.score, p.releasedOn, JSON.stringify(p)),
    ...p.categoryIds.map((categoryId) =>
      db.prepare('INSERT OR REPLACE INTO product_categories (category_id, product_id, position) VALUES (?, ?, ?)').bind(categoryId, p.id, position),
    ),
    ...Object.values(p.prices).map((price) =>
      db.prepare('INSERT OR REPLACE INTO product_prices (product_id, currency, low_current) VALUES (?, ?, ?)').bind(p.id, price.currency, price.lowCurrent),
    ),
  ]);
  const canvasRows = buildCanvasRows().map((row) =>
    db.prepare('INSERT OR REPLACE INTO canvases (kind, key, site_id, locale, mode, body) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(row.kind, row.key, row.siteId, row.locale, row.mode, JSON.stringify(row.canvas)),
  );
  return [...categoryRows, ...productRows, ...canvasRows];
}

export async function isSeeded(db: D1Database): Promise<boolean> {
  const row = await db.prepare('SELECT version FROM seed_meta WHERE key = ?').bind('catalog').first<{ version: string }>();
  return row?.version === currentSeedVersion();
}

/**
 * Rows are written with INSERT OR REPLACE from a deterministic generator, so two isolates
 * seeding at once write identical data; seed_meta goes last so a half-done seed is retried.
 */
export async function seed(db: D1Database): Promise<number> {
  const statements = seedStatements(db);
  for (let i = 0; i < statements.length; i += BATCH_SIZE) {
    await db.batch(statements.slice(i, i + BATCH_SIZE));
  }
  await db.prepare('INSERT OR REPLACE INTO seed_meta (key, version, seeded_at) VALUES (?, ?, ?)').bind('catalog', currentSeedVersion(), new Date().toISOString()).run();
  return statements.length;
}
