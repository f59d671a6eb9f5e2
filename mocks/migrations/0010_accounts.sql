-- Registered shoppers' credentials and sign-in state, the single-use codes a sign-in hands out,
-- and the captcha answers the provider has issued. Passwords are PBKDF2 hashes under a salt of
-- their own; codes and captcha answers are stored by SHA-256 hash only.

CREATE TABLE IF NOT EXISTS accounts (
  consumer_no TEXT PRIMARY KEY REFERENCES consumers (consumer_no),
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  -- Failed sign-ins in a row; the sixth locks the account until its password is reset.
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_at INTEGER,
  member_id TEXT,
  employee_terms_accepted INTEGER,
  -- The consumer profile (details, loyalty, preferences) as JSON.
  profile TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- A code is bound to the challenge its sign-in sent, redeemable once, for a minute.
CREATE TABLE IF NOT EXISTS auth_codes (
  code_hash TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL REFERENCES consumers (consumer_no),
  code_challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS captcha_answers (
  token_hash TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
