-- The loyalty programme's own records. A shopper who joins online is enrolled once, with the
-- session that joined, the code of whoever referred them and the source that brought them. Every
-- movement of a member's points is a ledger entry, keyed by what it is for (the welcome of a
-- consumer, an order's points, its voucher, a return, a cancel), so replaying one changes nothing.
-- An entry moves the spendable balance (loyalty_points) once, in the batch that writes it: the
-- balance is moved while `applied` is 0, and the entry is marked applied in the same batch.

CREATE TABLE IF NOT EXISTS loyalty_enrolments (
  consumer_no TEXT PRIMARY KEY REFERENCES consumers (consumer_no),
  member_id TEXT NOT NULL UNIQUE,
  usid TEXT NOT NULL,
  referral_code TEXT,
  source TEXT,
  joined_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS loyalty_ledger (
  entry_key TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('welcome', 'earned', 'redeemed', 'returned', 'cancelled')),
  points INTEGER NOT NULL,
  order_no TEXT,
  applied INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS loyalty_ledger_consumer ON loyalty_ledger (consumer_no, created_at);
CREATE INDEX IF NOT EXISTS loyalty_ledger_order ON loyalty_ledger (order_no);
