import { FACET_IDS } from '../../shared/catalogue/catalog-options';
import { type CatalogSort, type FacetId } from '../../shared/catalogue/schemas/catalog';
import type { ProductRecord } from '../data/catalog';
import { priceFacetKey } from '../data/facets';
import { searchTermKey } from '../data/search-terms';

// SQL behind the products mock; the route layer owns validation and response shapes.
//
// A listing is a source (a category's product_categories rows, or an FTS5 match) narrowed by
// facet selections. Each selected facet adds `product_id IN (SELECT product_id FROM
// product_facets WHERE facet = ? AND value IN (json_each(?)))`: a primary-key range scan.
// Counts are disjunctive, so facet F's counts join the source, narrowed by every selection
// except F's own, to product_facets (covering index on product_id, facet, value). The page
// sorts bare keys first and reads the product JSON of only the rows it returns. Seed check,
// category name, total, facet counts and page go to D1 as one batch of three statements.

/** Sort keys over the page subquery's columns; pos (catalogue position) is unique, so pages never overlap. */
const ORDER: Record<CatalogSort, (t: string) => string> = {
  relevance: (t) => `${t}score ASC, ${t}pos ASC`,
  newest: (t) => `${t}released DESC, ${t}pos ASC`,
  'price-asc': (t) => `${t}price ASC, ${t}pos ASC`,
  'price-desc': (t) => `${t}price DESC, ${t}pos ASC`,
  rating: (t) => `${t}rating DESC, ${t}pos ASC`,
};
export type Sort = CatalogSort;

/** bm25 column weights (product_id, name, body): a hit in the name outranks any number in the body. */
const RELEVANCE = 'bm25(product_search, 0, 20, 1)';

export interface Page {
  start: number;
  count: number;
}

export interface ProductPage {
  numFound: number;
  records: ProductRecord[];
}

/** Selected values per facet; empty or absent means no constraint. */
export type FacetSelections = Partial<Record<FacetId, string[]>>;
export type FacetCounts = Record<FacetId, Map<string, number>>;

export interface ListingPage extends ProductPage {
  facetCounts: FacetCounts;
  /** The seed_meta version read in the same batch; undefined before the first seed. */
  seedVersion?: string | undefined;
  /** The category's name (category sources); undefined when the id is unknown. */
  categoryName?: string | undefined;
  /** SQL time D1 reported for the batch: what the benchmark separates from transport and JSON. */
  dbMs: number;
}

const dbMsOf = (results: ReadonlyArray<D1Result<unknown> | undefined>) => results.reduce((total, result) => total + (result?.meta?.duration ?? 0), 0);

export type ListingSource = { kind: 'category'; categoryId: string } | { kind: 'search'; match: string };

interface Fragment {
  sql: string;
  binds: unknown[];
}

/** How a listing source appears in SQL. FTS5 resolves MATCH and bm25 by table name, so product_search is never aliased. */
interface SourceSql {
  from: string;
  where: Fragment;
  id: string;
  position: string;
  score: string;
}

function sourceSql(source: ListingSource): SourceSql {
  return source.kind === 'category'
    ? { from: 'product_categories src', where: { sql: 'src.category_id = ?', binds: [source.categoryId] }, id: 'src.product_id', position: 'src.position', score: '0' }
    : { from: 'product_search', where: { sql: 'product_search MATCH ?', binds: [source.match] }, id: 'product_search.product_id', position: 'product_search.rowid', score: RELEVANCE };
}

const facetKey = (facet: FacetId, currency: string) => (facet === 'price' ? priceFacetKey(currency) : facet);

interface Selection extends Fragment {
  /** The product_facets.facet this selection constrains. */
  key: string;
}

/** One `column IN (products with any selected value)` condition per selected facet. */
function selectionConditions(column: string, selections: FacetSelections, currency: string): Selection[] {
  return FACET_IDS.flatMap((facet) => {
    const values = selections[facet];
    if (!values?.length) return [];
    const key = facetKey(facet, currency);
    return [{ key, sql: `${column} IN (SELECT product_id FROM product_facets WHERE facet = ? AND value IN (SELECT value FROM json_each(?)))`, binds: [key, JSON.stringify(values)] }];
  });
}

function facetFilters(column: string, selections: FacetSelections, currency: string): Fragment {
  const conditions = selectionConditions(column, selections, currency);
  return { sql: conditions.map((c) => `AND ${c.sql}`).join(' '), binds: conditions.flatMap((c) => c.binds) };
}

function pageStatement(db: D1Database, source: ListingSource, selections: FacetSelections, currency: string, sort: Sort, page: Page): D1PreparedStatement {
  const src = sourceSql(source);
  const filters = facetFilters(src.id, selections, currency);
  return db
    .prepare(
      `SELECT p.data FROM (
         SELECT ${src.id} AS id, ${src.position} AS pos, ${src.score} AS score, pp.low_current AS price, p.rating AS rating, p.released_on AS released
         FROM ${src.from}
           JOIN products p ON p.id = ${src.id}
           JOIN product_prices pp ON pp.product_id = ${src.id} AND pp.currency = ?
         WHERE ${src.where.sql} ${filters.sql}
         ORDER BY ${ORDER[sort]('')} LIMIT ? OFFSET ?
       ) page JOIN products p ON p.id = page.id
       ORDER BY ${ORDER[sort]('page.')}`,
    )
    .bind(currency, ...src.where.binds, ...filters.binds, page.count, page.start);
}

const seedVersionStatement = (db: D1Database) => db.prepare("SELECT version AS seedVersion FROM seed_meta WHERE key = 'catalog'");

/**
 * One round trip of three statements: the seed version (so the caller can skip a separate
 * readiness probe) with the category's name; the total and every facet's disjunctive counts
 * over the source matched once (a materialised CTE, so an FTS match runs once, not six times);
 * then the page.
 */
export async function queryListing(
  db: D1Database,
  source: ListingSource,
  selections: FacetSelections,
  currency: string,
  sort: Sort,
  page: Page,
): Promise<ListingPage> {
  const src = sourceSql(source);
  const all = facetFilters('matched.id', selections, currency);
  // Disjunctive in one pass: a row of facet F passes every selection except F's own.
  const conditions = selectionConditions('matched.id', selections, currency);
  const counts = db
    .prepare(
      `WITH matched AS MATERIALIZED (SELECT ${src.id} AS id FROM ${src.from} WHERE ${src.where.sql})
       SELECT '' AS facet, '' AS value, COUNT(*) AS n FROM matched WHERE 1 = 1 ${all.sql}
       UNION ALL
       SELECT f.facet AS facet, f.value AS value, COUNT(*) AS n FROM matched
         CROSS JOIN product_facets f ON f.product_id = matched.id AND f.facet IN (SELECT value FROM json_each(?))
       WHERE 1 = 1 ${conditions.map((c) => `AND (f.facet = ? OR ${c.sql})`).join(' ')}
       GROUP BY f.facet, f.value`,
    )
    .bind(
      ...src.where.binds,
      ...all.binds,
      JSON.stringify(FACET_IDS.map((facet) => facetKey(facet, currency))),
      ...conditions.flatMap((c) => [c.key, ...c.binds]),
    );
  const results = await db.batch<{ seedVersion?: string; name?: string; facet?: string; value?: string; n?: number; data?: string }>([
    db
      .prepare("SELECT (SELECT version FROM seed_meta WHERE key = 'catalog') AS seedVersion, (SELECT name FROM categories WHERE id = ?) AS name")
      .bind(source.kind === 'category' ? source.categoryId : ''),
    counts,
    pageStatement(db, source, selections, currency, sort, page),
  ]);
  const [meta, countRows, rows] = results;
  const facetCounts = Object.fromEntries(FACET_IDS.map((facet) => [facet, new Map<string, number>()])) as FacetCounts;
  let numFound = 0;
  for (const row of countRows?.results ?? []) {
    if (!row.facet) numFound = row.n ?? 0;
    else facetCounts[(row.facet.startsWith('price:') ? 'price' : row.facet) as FacetId]?.set(row.value ?? '', row.n ?? 0);
  }
  return {
    numFound,
    records: (rows?.results ?? []).map((row) => JSON.parse(row.data ?? '{}') as ProductRecord),
    facetCounts,
    seedVersion: meta?.results[0]?.seedVersion ?? undefined,
    categoryName: meta?.results[0]?.name ?? undefined,
    dbMs: dbMsOf(results),
  };
}

/** Unfiltered category page: what recommendations and other simple callers need. */
export async function listCategory(db: D1Database, categoryId: string, currency: string, sort: Sort, page: Page): Promise<ProductPage> {
  const [total, rows] = await db.batch<{ n?: number; data?: string }>([
    db.prepare('SELECT COUNT(*) AS n FROM product_categories WHERE category_id = ?').bind(categoryId),
    pageStatement(db, { kind: 'category', categoryId }, {}, currency, sort, page),
  ]);
  return toPage(total, rows);
}

/** A product with the seed version read in the same round trip (see queryListing). */
export async function productWithSeedVersion(db: D1Database, style: string): Promise<{ record?: ProductRecord | undefined; seedVersion?: string | undefined; dbMs: number }> {
  const results = await db.batch<{ seedVersion?: string; data?: string }>([seedVersionStatement(db), db.prepare('SELECT data FROM products WHERE id = ?').bind(style)]);
  const [meta, row] = results;
  const data = row?.results[0]?.data;
  return { record: data ? (JSON.parse(data) as ProductRecord) : undefined, seedVersion: meta?.results[0]?.seedVersion ?? undefined, dbMs: dbMsOf(results) };
}

export async function productById(db: D1Database, style: string): Promise<ProductRecord | undefined> {
  const row = await db.prepare('SELECT data FROM products WHERE id = ?').bind(style).first<{ data: string }>();
  return row ? (JSON.parse(row.data) as ProductRecord) : undefined;
}

export interface Suggestions {
  seedVersion?: string | undefined;
  dbMs: number;
  terms: Array<{ term: string; count: number }>;
  products: ProductRecord[];
}

/**
 * Autosuggest in one batch: completions in the shopper's language by a primary-key range scan
 * on search_terms (keyed "language:term"), and the best products for the FTS match.
 */
export async function suggest(db: D1Database, language: string, prefix: string, match: string | undefined, limits: { terms: number; products: number }): Promise<Suggestions> {
  const key = searchTermKey(language, prefix);
  const statements = [
    seedVersionStatement(db),
    db
      .prepare('SELECT display AS term, product_count AS n FROM search_terms WHERE term >= ? AND term < ? AND product_count > 0 ORDER BY product_count DESC, term ASC LIMIT ?')
      .bind(key, `${key}\uffff`, limits.terms),
  ];
  if (match) {
    statements.push(
      db
        .prepare(`SELECT p.data FROM (
             SELECT product_search.product_id AS id, ${RELEVANCE} AS score, product_search.rowid AS pos
             FROM product_search WHERE product_search MATCH ? ORDER BY score ASC, pos ASC LIMIT ?
           ) page JOIN products p ON p.id = page.id ORDER BY page.score ASC, page.pos ASC`)
        .bind(match, limits.products),
    );
  }
  const results = await db.batch<Record<string, unknown>>(statements);
  const [meta, terms, products] = results;
  return {
    dbMs: dbMsOf(results),
    seedVersion: meta?.results[0]?.seedVersion as string | undefined,
    terms: (terms?.results ?? []).map((row) => ({ term: String(row.term), count: Number(row.n) })),
    products: (products?.results ?? []).map((row) => JSON.parse(String(row.data)) as ProductRecord),
  };
}


function toPage(total: D1Result<{ n?: number }> | undefined, rows: D1Result<{ data?: string }> | undefined): ProductPage {
  return {
    numFound: total?.results[0]?.n ?? 0,
    records: (rows?.results ?? []).map((row) => JSON.parse(row.data ?? '{}') as ProductRecord),
  };
}
