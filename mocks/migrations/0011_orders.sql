-- Orders as the order history service keeps them: one row per order with its totals in minor
-- units of its currency, its lines and shipments, the return labels issued and support cases.
-- A guest's order has no consumer, only the email it was placed with.

CREATE TABLE IF NOT EXISTS orders (
  order_no TEXT PRIMARY KEY,
  consumer_no TEXT REFERENCES consumers (consumer_no),
  email TEXT NOT NULL,
  site_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  shipped_at INTEGER,
  delivered_at INTEGER,
  cancelled_at INTEGER,
  returned_at INTEGER,
  item_total INTEGER NOT NULL,
  shipping INTEGER NOT NULL,
  tax INTEGER NOT NULL,
  tax_included INTEGER NOT NULL,
  total INTEGER NOT NULL,
  total_units INTEGER NOT NULL,
  -- JSON: the payment summary list and the billing address.
  payment TEXT NOT NULL,
  billing_address TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS orders_by_consumer ON orders (consumer_no, created_at DESC);

CREATE TABLE IF NOT EXISTS order_lines (
  order_no TEXT NOT NULL REFERENCES orders (order_no),
  item_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  sku TEXT NOT NULL,
  style TEXT NOT NULL,
  name TEXT NOT NULL,
  color TEXT NOT NULL,
  size TEXT NOT NULL,
  qty INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  row_total INTEGER NOT NULL,
  shipment_id TEXT NOT NULL,
  digital INTEGER NOT NULL,
  slug TEXT,
  gift_email TEXT,
  gift_to TEXT,
  gift_message TEXT,
  gift_sent_at INTEGER,
  PRIMARY KEY (order_no, item_id)
);

CREATE TABLE IF NOT EXISTS order_shipments (
  order_no TEXT NOT NULL REFERENCES orders (order_no),
  shipment_id TEXT NOT NULL,
  method TEXT NOT NULL,
  carrier TEXT,
  tracking_number TEXT,
  PRIMARY KEY (order_no, shipment_id)
);

-- One label per order: asking again answers the same label.
CREATE TABLE IF NOT EXISTS return_labels (
  order_no TEXT PRIMARY KEY REFERENCES orders (order_no),
  return_id TEXT NOT NULL,
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  drop_off_code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS support_cases (
  case_number TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  consumer_no TEXT,
  email TEXT NOT NULL,
  -- JSON: what the shopper sent.
  details TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
