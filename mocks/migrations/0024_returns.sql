-- Returns of delivered orders: each return is some of an order's items, a reason, the carrier's
-- tracking number its label carries, and where it stands (label created, received, refunded).
-- An order may have several returns, as long as together they send back no more of a line than
-- was delivered. The one-label-per-order table they replace is dropped.
CREATE TABLE IF NOT EXISTS returns (
  return_id TEXT PRIMARY KEY,
  order_no TEXT NOT NULL REFERENCES orders (order_no),
  reason TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'LABEL_CREATED' CHECK (state IN ('LABEL_CREATED', 'RECEIVED', 'REFUNDED')),
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS returns_by_order ON returns (order_no, created_at);

CREATE TABLE IF NOT EXISTS return_lines (
  return_id TEXT NOT NULL REFERENCES returns (return_id),
  order_no TEXT NOT NULL,
  item_id TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  PRIMARY KEY (return_id, item_id)
);

DROP TABLE IF EXISTS return_labels;
