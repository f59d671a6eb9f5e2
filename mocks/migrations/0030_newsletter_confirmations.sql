-- Double opt-in: each mailed confirmation link is a random token stored by its hash, working once
-- and until it expires; following it opts the address's subscription in.

CREATE TABLE IF NOT EXISTS newsletter_confirmations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  type TEXT NOT NULL,
  channel TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS newsletter_confirmations_email ON newsletter_confirmations (email, type, channel);
