-- Favourites belong to the consumer behind the access token, no longer to a session id. A list
-- made under the old guest id keeps it as legacy_usid until that guest's first token claims it.
CREATE TABLE IF NOT EXISTS favorite_lists_by_consumer (
  id TEXT PRIMARY KEY,
  consumer_no TEXT UNIQUE,
  legacy_usid TEXT UNIQUE,
  created_at TEXT NOT NULL,
  shared_at TEXT
);
INSERT INTO favorite_lists_by_consumer (id, consumer_no, legacy_usid, created_at, shared_at)
  SELECT id, NULL, usid, created_at, shared_at FROM favorite_lists;
DROP TABLE favorite_lists;
ALTER TABLE favorite_lists_by_consumer RENAME TO favorite_lists;
