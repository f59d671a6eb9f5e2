-- Payment by more than one instrument: a gift card and a card, loyalty points and Klarna, and so
-- on. Each instrument keeps what its method needs beyond a card's brand and last digits
-- (JSON in details), and an order may be charged once per instrument rather than once in all.

ALTER TABLE checkout_payment_instruments ADD COLUMN details TEXT NOT NULL DEFAULT '{}';

CREATE TABLE payment_charges_by_instrument (
  id TEXT PRIMARY KEY,
  order_no TEXT NOT NULL,
  -- The basket's instrument the charge was made on: each is charged at most once per order.
  instrument_id TEXT NOT NULL,
  cart_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  payment_method_id TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (order_no, instrument_id)
);
INSERT INTO payment_charges_by_instrument (id, order_no, instrument_id, cart_id, consumer_no, payment_method_id, provider_ref, brand, last4, amount, currency, created_at)
  SELECT id, order_no, provider_ref, cart_id, consumer_no, payment_method_id, provider_ref, brand, last4, amount, currency, created_at FROM payment_charges;
DROP TABLE payment_charges;
ALTER TABLE payment_charges_by_instrument RENAME TO payment_charges;
CREATE INDEX IF NOT EXISTS payment_charges_by_cart ON payment_charges (cart_id);
CREATE INDEX IF NOT EXISTS payment_charges_by_order ON payment_charges (order_no);
