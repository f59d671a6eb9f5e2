-- Checkout: what a basket gathers on its way to an order (its shipping and billing addresses,
-- payment instruments and payment session), the online stock orders draw from, each attempt to
-- place an order (by idempotency key), orders waiting for 3-D Secure, and every charge made.
-- Amounts are minor units of the basket's currency.

CREATE TABLE IF NOT EXISTS checkout_addresses (
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  -- S: a shipment's address (shipping_id names it); B: the billing address (shipping_id '').
  approach_type TEXT NOT NULL CHECK (approach_type IN ('S', 'B')),
  shipping_id TEXT NOT NULL,
  -- JSON: the address as stored (recipient names, phone in international form).
  address TEXT NOT NULL,
  PRIMARY KEY (cart_id, approach_type, shipping_id)
);

-- No card number: the provider's reference and what the shopper is shown.
CREATE TABLE IF NOT EXISTS checkout_payment_instruments (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS payment_sessions (
  session_id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  device_fingerprint TEXT,
  created_at INTEGER NOT NULL
);

-- Online stock as orders take it; a variant gets its row (from the catalogue's figure) when first
-- ordered. Taking more than is left breaks the CHECK and aborts the order's whole batch.
CREATE TABLE IF NOT EXISTS sku_stock (
  sku TEXT PRIMARY KEY,
  available INTEGER NOT NULL CHECK (available >= 0)
);

-- One row per order attempt, written in the order's own batch: the same key again finds the
-- order already made, and a basket becomes at most one order whatever the key.
CREATE TABLE IF NOT EXISTS order_attempts (
  idempotency_key TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL UNIQUE,
  consumer_no TEXT NOT NULL,
  order_no TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Orders held for the issuer's 3-D Secure answer: the stock is taken, nothing is charged, and
-- the order itself (JSON, as it will be written) waits here until the answer comes.
CREATE TABLE IF NOT EXISTS pending_orders (
  order_no TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'placed', 'cancelled')),
  -- The answer the issuer's page gives when the shopper passes the challenge (the issuer's secret).
  pass_token TEXT NOT NULL,
  -- JSON: the order, its charge and the stock it holds.
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Every charge, once per order (the order number is unique here too).
CREATE TABLE IF NOT EXISTS payment_charges (
  id TEXT PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  cart_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  payment_method_id TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_charges_by_cart ON payment_charges (cart_id);

-- A guest's order is found again (account creation, tracking) by this random token, `st`.
ALTER TABLE orders ADD COLUMN guest_token TEXT;

-- A captcha answer spent on one order attempt stays good for retries of that same attempt.
ALTER TABLE captcha_answers ADD COLUMN used_for TEXT;
