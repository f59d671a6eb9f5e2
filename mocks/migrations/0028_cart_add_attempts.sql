-- Cart adds made under an idempotency key (an add queued offline and replayed): the first
-- request claims the key, and its answer is kept so a repeat gets the same answer without adding
-- again. `fingerprint` is what was asked (the items and their delivery, not the basket id, which a
-- first add that created the basket did not know), so the same key asking something else is
-- refused. A key is kept a day, longer than any browser holds an add; expired rows are dropped
-- when the next key is claimed.
CREATE TABLE IF NOT EXISTS cart_add_attempts (
  idempotency_key TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  -- Null while the first request is still adding.
  status INTEGER,
  answer TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS cart_add_attempts_expiry ON cart_add_attempts (expires_at);
