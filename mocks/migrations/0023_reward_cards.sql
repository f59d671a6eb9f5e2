-- Reward cards are the retailer's own stored-value cards: a number (RC and ten digits), a PIN
-- kept only as a hash of number and PIN, the currency the card was issued in and its balance
-- (minor units). One table answers both the account wallet (is this number and PIN a card we
-- issued?) and checkout (what may it pay?), so a card that saves is a card that pays. The
-- balance is spent in the order's own batch; the named CHECK makes an order that would take it
-- below zero abort whole.
CREATE TABLE IF NOT EXISTS reward_cards (
  number TEXT PRIMARY KEY,
  pin_hash TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT reward_card_balance CHECK (balance >= 0)
);

-- One card per site currency, enough to pay a whole order (README, checkout test data), and
-- RC4000000015 with 20.00 to pay part of a US order beside a card. PINs: 1234, 2345, 3456,
-- 4567, 5678 in order; 1234 for RC4000000015.
INSERT OR IGNORE INTO reward_cards (number, pin_hash, currency, balance) VALUES
  ('RC0000100001', 'ec1b1674f795e08cfa56a7e0e415d3074116a021221a4ea0c6da8485559c3e73', 'USD', 50000),
  ('RC0000100002', 'bd1627c5de7c8d72ee091b2f163b078f6b38a6e686e97e0d0d6984ac116f2ffb', 'CAD', 50000),
  ('RC0000100003', '90511d6a73a29ed68e57a04504ebf5a29aed9015dee4a9b9cb1986c68f480002', 'GBP', 50000),
  ('RC0000100004', '4a6391e0f3238d0e7a152d484df7363e23f4e29033eed019561f28164d56a827', 'EUR', 50000),
  ('RC0000100005', 'bfe6de1ffcb3be92ecc0d687d4f29d0431a616194923d3e842446a323546a605', 'NOK', 500000),
  ('RC4000000015', 'd716d13e6e093eeeaf9d10a1db0dd8c20e71ce651db0f6c427d9b919467c987c', 'USD', 2000);

-- The card moves out of the one-use rewards, which now hold reward codes only.
DELETE FROM rewards WHERE kind = 'REWARD_CARD';
