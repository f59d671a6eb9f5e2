-- Mock commerce + CMS backends. IF NOT EXISTS keeps this safe to race:
-- the worker applies it on first request and `wrangler d1 migrations apply` may too.

CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  parent_id TEXT,
  level INTEGER NOT NULL
);

-- data holds the locale-neutral ProductRecord JSON; the columns exist for WHERE/ORDER BY.
CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  search_text TEXT NOT NULL,
  rating REAL NOT NULL,
  released_on TEXT NOT NULL,
  data TEXT NOT NULL
);

-- A product is listed under its leaf and every ancestor; position is the relevance order.
CREATE TABLE IF NOT EXISTS product_categories (
  category_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
);

-- Per-currency selling price, only so price sorts can run in SQL.
CREATE TABLE IF NOT EXISTS product_prices (
  product_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  low_current REAL NOT NULL,
  PRIMARY KEY (product_id, currency)
);

CREATE TABLE IF NOT EXISTS canvases (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  mode TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (kind, key, site_id, locale, mode)
);

CREATE TABLE IF NOT EXISTS seed_meta (
  key TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  seeded_at TEXT NOT NULL
);
