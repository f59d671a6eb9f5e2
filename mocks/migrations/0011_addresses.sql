-- The consumers' address books. `seq` orders a book newest first. At most one main address per
-- consumer and type, and no address twice in one type (the same recipient at the same place,
-- compared case- and space-insensitively through dedupe_key): the indexes hold both rules even
-- against two writes at once.

CREATE TABLE IF NOT EXISTS consumer_addresses (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  consumer_no TEXT NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  -- S shipping, B billing.
  approach_type TEXT NOT NULL CHECK (approach_type IN ('S', 'B')),
  main INTEGER NOT NULL DEFAULT 0,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  -- International form with a leading plus.
  phone TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  province TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL,
  country_code TEXT NOT NULL,
  dedupe_key TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS consumer_addresses_by_owner ON consumer_addresses (consumer_no, seq);
CREATE UNIQUE INDEX IF NOT EXISTS consumer_addresses_one_main ON consumer_addresses (consumer_no, approach_type) WHERE main = 1;
CREATE UNIQUE INDEX IF NOT EXISTS consumer_addresses_no_duplicate ON consumer_addresses (consumer_no, approach_type, dedupe_key);
