-- Klarna and PayPal: the provider opens a session for a basket at its total; the shopper
-- authorises it (Klarna, in a frame) or approves it (PayPal, after a redirect) on the provider's
-- page, which hands the shop a single-use token. The backend redeems the token once, when the
-- instrument is added, and the authorisation stays good for a while after for place order.
CREATE TABLE approval_sessions (
  session_id TEXT PRIMARY KEY,
  payment_method_id TEXT NOT NULL CHECK (payment_method_id IN ('KLARNA', 'PAYPAL')),
  cart_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  -- PayPal only: the one shop origin its approval may return to.
  return_origin TEXT,
  token_hash TEXT UNIQUE,
  approved_at INTEGER,
  redeemed_at INTEGER,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS approval_sessions_by_cart ON approval_sessions (cart_id);
