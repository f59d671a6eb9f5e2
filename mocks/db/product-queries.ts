import type { ProductRecord } from '../data/catalog';

// SQL behind the products mock; the route layer owns validation and response shapes.

export const SORTS = {
  relevance: 'pc.position ASC',
  newest: 'p.released_on DESC, pc.position ASC',
  'price-asc': 'pp.low_current ASC, pc.position ASC',
  'price-desc': 'pp.low_current DESC, pc.position ASC',
  rating: 'p.rating DESC, pc.position ASC',
} as const;
export type Sort = keyof typeof SORTS;
export const isSort = (value: string): value is Sort => Object.hasOwn(SORTS, value);

export interface Page {
  start: number;
  count: number;
}

export interface ProductPage {
  numFound: number;
  records: ProductRecord[];
}

export async function categoryName(db: D1Database, categoryId: string): Promise<string | undefined> {
  const row = await db.prepare('SELECT name FROM categories WHERE id = ?').bind(categoryId).first<{ name: string }>();
  return row?.name;
}

/** Count and page in one batch: one round trip to D1. */
export async function listCategory(db: D1Database, categoryId: string, currency: string, sort: Sort, page: Page): Promise<ProductPage> {
  const [total, rows] = await db.batch<{ n?: number; data?: string }>([
    db.prepare('SELECT COUNT(*) AS n FROM product_categories WHERE category_id = ?').bind(categoryId),
    db.prepare(
      `SELECT p.data FROM product_categories pc
         JOIN products p ON p.id = pc.product_id
         JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ?
       WHERE pc.category_id = ? ORDER BY ${SORTS[sort]} LIMIT ? OFFSET ?`,
    ).bind(currency, categoryId, page.count, page.start),
  ]);
  return toPage(total, rows);
}

/** Every token must appear in the product's name, description, category names or colours. */
export async function searchProducts(db: D1Database, tokens: string[], currency: string, sort: Sort, page: Page): Promise<ProductPage> {
  const where = tokens.map(() => 'p.search_text LIKE ?').join(' AND ');
  const likes = tokens.map((token) => `%${token.replace(/[%_]/g, '')}%`);
  // Search relevance: name hits first, then the catalogue order.
  const order = sort === 'relevance' ? 'instr(lower(p.name), ?) > 0 DESC, pc.position ASC' : SORTS[sort];
  const from = `FROM products p
      JOIN product_categories pc ON pc.product_id = p.id AND pc.category_id = json_extract(p.data, '$.categoryIds[0]')
      JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ?
    WHERE ${where}`;
  const orderBinds = sort === 'relevance' ? [tokens[0] ?? ''] : [];
  const [total, rows] = await db.batch<{ n?: number; data?: string }>([
    db.prepare(`SELECT COUNT(*) AS n ${from}`).bind(currency, ...likes),
    db.prepare(`SELECT p.data ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(currency, ...likes, ...orderBinds, page.count, page.start),
  ]);
  return toPage(total, rows);
}

export async function productById(db: D1Database, style: string): Promise<ProductRecord | undefined> {
  const row = await db.prepare('SELECT data FROM products WHERE id = ?').bind(style).first<{ data: string }>();
  return row ? (JSON.parse(row.data) as ProductRecord) : undefined;
}

function toPage(total: D1Result<{ n?: number }> | undefined, rows: D1Result<{ data?: string }> | undefined): ProductPage {
  return {
    numFound: total?.results[0]?.n ?? 0,
    records: (rows?.results ?? []).map((row) => JSON.parse(row.data ?? '{}') as ProductRecord),
  };
}
