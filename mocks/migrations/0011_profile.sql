-- Password resets: a link's token is stored by SHA-256 hash only, redeemable once before it
-- expires. The outbox keeps what the mocks would have emailed, for tests to read the link.
-- The password an account had before its current one answers AUT452 when chosen again.

CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL REFERENCES consumers (consumer_no),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (recipient, id);

ALTER TABLE accounts ADD COLUMN previous_password_hash TEXT;
ALTER TABLE accounts ADD COLUMN previous_password_salt TEXT;
ALTER TABLE accounts ADD COLUMN previous_password_iterations INTEGER;
