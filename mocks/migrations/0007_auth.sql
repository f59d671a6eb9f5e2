-- Shoppers the commerce backend knows and the tokens it has issued. A guest is a consumer too:
-- their basket and lists hang off the consumer number, which a sign-in later merges. Tokens are
-- stored by their SHA-256 hash only, as a real token service would.

CREATE TABLE IF NOT EXISTS consumers (
  consumer_no TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('Guest', 'Registered')),
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS auth_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  consumer_no TEXT NOT NULL REFERENCES consumers (consumer_no),
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS auth_tokens_consumer ON auth_tokens (consumer_no);
