-- Saved payment methods and the mock payment provider behind them. No table holds a card number
-- or security code: the provider keeps what its tokens stand for (a lasting reference, a keyed
-- fingerprint of the number, brand, last four digits and expiry), and the commerce side keeps
-- the provider's reference with the same display facts and the holder's name.

-- The provider's key for card fingerprints (HMAC-SHA-256), made once per database.
CREATE TABLE IF NOT EXISTS payment_provider_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  fingerprint_key TEXT NOT NULL
);
INSERT OR IGNORE INTO payment_provider_keys (id, fingerprint_key) VALUES (1, lower(hex(randomblob(32))));

-- Single-use tokens the hosted fields hand out, by SHA-256 hash, redeemable once for ten minutes.
CREATE TABLE IF NOT EXISTS payment_tokens (
  token_hash TEXT PRIMARY KEY,
  provider_ref TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  redeemed_at INTEGER
);

CREATE TABLE IF NOT EXISTS payment_instruments (
  id TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL CHECK (payment_method_id IN ('CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD')),
  -- Credit cards: the provider's reference and fingerprint, and what the shopper is shown.
  provider_ref TEXT,
  fingerprint TEXT,
  brand TEXT,
  last4 TEXT,
  expiry_month INTEGER,
  expiry_year INTEGER,
  holder_name TEXT,
  -- Reward codes and reward cards: the code or card number (the retailer's own, never a payment card's).
  reward_key TEXT,
  main INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (consumer_no, fingerprint),
  UNIQUE (consumer_no, payment_method_id, reward_key)
);
-- One main card per consumer.
CREATE UNIQUE INDEX IF NOT EXISTS payment_instruments_main ON payment_instruments (consumer_no) WHERE main = 1;
