import { CATEGORIES, CATEGORY_BY_ID } from './data/categories';
import { generateCatalog, type ProductRecord } from './data/catalog';
import { buildCanvasRows } from './data/canvases';
import { facetRows } from './data/facets';
import { categoryName } from './data/category-names';
import { COPY_LANGUAGES } from './data/product-copy';
import { searchBody, searchName, searchTermKey, searchTermRows } from './data/search-terms';
import { configuredCatalogSize, currentSeedVersion } from './db/seed-version';
import { ugcSeedStatements } from './db/seed-ugc';
import { SEEDED_SHOPPERS, shopperStatements } from './auth';
import { orderSeedStatements, seededOrders, walletStatements } from './account';
import { seededHistoryStatements } from './loyalty';

/*
 * The seeder: every row a fresh database starts with, the catalogue's and each home's (the seeded
 * shoppers, their wallets and orders). An assembly like the entry, which gives it to the database's
 * setup, because it gathers from the homes and the platform below them must not.
 */

/** Keeps each D1 batch comfortably small; a batch is one transaction. */
const BATCH_SIZE = 100;
/** Rows per bulk statement: each statement binds one JSON array, well under D1's 2 MB value limit. */
const ROWS_PER_STATEMENT = 400;

function searchText(record: ProductRecord): string {
  const categoryNames = record.categoryIds.map((id) => CATEGORY_BY_ID.get(id)?.name ?? '');
  return [record.name, record.description, ...categoryNames, ...record.colors.map((c) => c.label)].join(' ').toLowerCase();
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Row-at-a-time inserts took tens of seconds for a 1,000-product catalogue; one statement per
 * chunk, reading its rows from a bound JSON array with json_each, takes well under one.
 */
function bulkInsert(db: D1Database, insert: string, columns: number, rows: readonly unknown[][]): D1PreparedStatement[] {
  const select = Array.from({ length: columns }, (_, i) => `json_extract(value, '$[${i}]')`).join(', ');
  return chunks(rows, ROWS_PER_STATEMENT).map((chunk) => db.prepare(`${insert} SELECT ${select} FROM json_each(?)`).bind(JSON.stringify(chunk)));
}

/** A smaller SEED_PRODUCTS must not leave the larger catalogue's extra styles behind. */
const CATALOG_TABLES = ['product_facets', 'product_search', 'search_terms', 'product_categories', 'product_prices', 'products'];

function catalogStatements(db: D1Database, products: readonly ProductRecord[]): D1PreparedStatement[] {
  // Category names in every language, so "Herrenjacken" or "jakker" finds the jackets.
  const categoryNames = (p: ProductRecord) => p.categoryIds.flatMap((id) => [CATEGORY_BY_ID.get(id)?.name ?? '', ...COPY_LANGUAGES.map((language) => categoryName(id, language))]);
  return [
    ...CATALOG_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...bulkInsert(db, 'INSERT OR REPLACE INTO products (id, slug, name, search_text, rating, released_on, data)', 7,
      products.map((p) => [p.id, p.slug, p.name, searchText(p), p.rating.score, p.releasedOn, JSON.stringify(p)])),
    ...bulkInsert(db, 'INSERT OR REPLACE INTO product_categories (category_id, product_id, position)', 3,
      products.flatMap((p, position) => p.categoryIds.map((categoryId) => [categoryId, p.id, position]))),
    ...bulkInsert(db, 'INSERT OR REPLACE INTO product_prices (product_id, currency, low_current)', 3,
      products.flatMap((p) => Object.values(p.prices).map((price) => [p.id, price.currency, price.lowCurrent]))),
    ...bulkInsert(db, 'INSERT OR REPLACE INTO product_facets (product_id, facet, value)', 3,
      products.flatMap((p) => facetRows(p).map(([facet, value]) => [p.id, facet, value]))),
    // rowid = catalogue position + 1: the relevance tie-break, and idempotent under REPLACE.
    ...bulkInsert(db, 'INSERT OR REPLACE INTO product_search (rowid, product_id, name, body)', 4,
      products.map((p, position) => [position + 1, p.id, searchName(p), searchBody(p, categoryNames(p))])),
    ...bulkInsert(db, 'INSERT OR REPLACE INTO search_terms (term, display, match_query)', 3,
      searchTermRows(products, CATEGORIES).map((row) => [searchTermKey(row.language, row.term), row.display, row.match])),
    // Counted with the very MATCH productSearch runs, after the FTS rows exist. English first; a
    // completion in another language with the same query (a model name, "Mid GTX") takes the
    // English count instead of running the search again: COALESCE stops at the first non-null.
    db.prepare("UPDATE search_terms SET product_count = (SELECT COUNT(*) FROM product_search WHERE product_search MATCH search_terms.match_query) WHERE term >= 'en:' AND term < 'en;'"),
    db.prepare(
      `UPDATE search_terms SET product_count = COALESCE(
         (SELECT english.product_count FROM search_terms english WHERE english.term >= 'en:' AND english.term < 'en;' AND english.match_query = search_terms.match_query LIMIT 1),
         (SELECT COUNT(*) FROM product_search WHERE product_search MATCH search_terms.match_query))
       WHERE NOT (term >= 'en:' AND term < 'en;')`,
    ),
  ];
}

function seedStatements(db: D1Database): D1PreparedStatement[] {
  const products = generateCatalog(undefined, configuredCatalogSize());
  const categoryRows = CATEGORIES.map((c) =>
    db.prepare('INSERT OR REPLACE INTO categories (id, slug, name, parent_id, level) VALUES (?, ?, ?, ?, ?)').bind(c.id, c.slug, c.name, c.parentId ?? null, c.level),
  );
  const productRows = catalogStatements(db, products);
  const canvasRows = buildCanvasRows().map((row) =>
    db.prepare('INSERT OR REPLACE INTO canvases (kind, key, site_id, locale, mode, body) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(row.kind, row.key, row.siteId, row.locale, row.mode, JSON.stringify(row.canvas)),
  );
  // The seeded orders' dates count back from now: the points history takes the same orders.
  const now = Date.now();
  return [
    ...categoryRows, ...productRows, ...canvasRows, ...ugcSeedStatements(db, products), ...shopperStatements(db), ...walletStatements(db),
    ...orderSeedStatements(db, products, now), ...seededHistoryStatements(db, SEEDED_SHOPPERS, seededOrders(products, now), now),
  ];
}

/**
 * Rows come from a deterministic generator, so two isolates seeding at once write identical
 * data (one's DELETEs may briefly empty what the other wrote, and its own inserts refill it);
 * seed_meta goes last so a half-done seed is retried.
 */
export async function seed(db: D1Database): Promise<number> {
  const statements = seedStatements(db);
  for (let i = 0; i < statements.length; i += BATCH_SIZE) {
    await db.batch(statements.slice(i, i + BATCH_SIZE));
  }
  await db.prepare('INSERT OR REPLACE INTO seed_meta (key, version, seeded_at) VALUES (?, ?, ?)').bind('catalog', currentSeedVersion(), new Date().toISOString()).run();
  return statements.length;
}
