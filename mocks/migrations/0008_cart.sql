-- Baskets, their lines, coupons and manual price adjustments, and each consumer's saved-for-later
-- list. A basket belongs to one consumer; it lapses after 7 days without a change (updated_at).
-- Prices are not stored: every read prices the lines from the catalogue, as a live basket does.

CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL REFERENCES consumers (consumer_no),
  -- 'cart' is the shopper's basket; 'reservation' a reserve-and-collect basket of one store item.
  kind TEXT NOT NULL DEFAULT 'cart' CHECK (kind IN ('cart', 'reservation')),
  site_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  favorite_store_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One basket per consumer (reservations aside), so two tabs creating at once end up sharing it.
CREATE UNIQUE INDEX IF NOT EXISTS carts_one_per_consumer ON carts (consumer_no) WHERE kind = 'cart';

CREATE TABLE IF NOT EXISTS cart_items (
  item_id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  max_qty INTEGER NOT NULL CHECK (max_qty > 0),
  shipping_method TEXT NOT NULL,
  -- '' when the line is not fulfilled by a store, so the line key below stays unique.
  store_id TEXT NOT NULL DEFAULT '',
  gift_option TEXT,
  seq INTEGER NOT NULL
);

-- One line per variant and fulfilment: adding the same variant again raises its quantity.
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_line ON cart_items (cart_id, sku, shipping_method, store_id);

CREATE TABLE IF NOT EXISTS cart_coupons (
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (cart_id, code)
);

CREATE TABLE IF NOT EXISTS cart_price_adjustments (
  adjustment_id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  item_id TEXT,
  type TEXT NOT NULL CHECK (type IN ('amount', 'percentage')),
  value REAL NOT NULL,
  reason_code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS save_for_later_lists (
  id TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL UNIQUE REFERENCES consumers (consumer_no),
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS save_for_later_items (
  item_id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL REFERENCES save_for_later_lists (id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  added_at INTEGER NOT NULL,
  seq INTEGER NOT NULL
);

CREATE UNIQUE INDEX IF NOT EXISTS save_for_later_items_sku ON save_for_later_items (list_id, sku);

-- The kind of consumer behind a token beyond Guest or Registered (EMPLOYEE may adjust prices).
ALTER TABLE consumers ADD COLUMN consumer_type TEXT;
