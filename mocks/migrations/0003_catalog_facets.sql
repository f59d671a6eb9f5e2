-- The listing: facets, search and autosuggest in SQL. IF NOT EXISTS keeps this safe to race.

-- One row per (facet, value) a product has: size (in-stock codes), color (palette slug),
-- gender, activity, and price:{CURRENCY} (bucket id). Filters are index range scans on the
-- primary key; disjunctive counts GROUP BY value over the same key.
CREATE TABLE IF NOT EXISTS product_facets (
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  product_id TEXT NOT NULL,
  PRIMARY KEY (facet, value, product_id)
) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS product_facets_by_product ON product_facets (product_id, facet, value);

-- Sorts read prices per site currency.
CREATE INDEX IF NOT EXISTS product_prices_by_currency ON product_prices (currency, low_current);

-- Full-text search: rowid is the catalogue position (the relevance tie-break); name is
-- weighted above body (description, category names, colours) by bm25 at query time.
CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(
  product_id UNINDEXED,
  name,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Autosuggest completions: lower-cased term for prefix range scans on the key, the text to
-- show, and how many products productSearch returns for it (computed with the same MATCH).
CREATE TABLE IF NOT EXISTS search_terms (
  term TEXT PRIMARY KEY,
  display TEXT NOT NULL,
  match_query TEXT NOT NULL,
  product_count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
