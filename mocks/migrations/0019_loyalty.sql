-- Paying part of an order with loyalty points, a reward code or card, or an athlete's annual
-- credit. Each balance is spent in the order's own batch; its named CHECK makes a batch that
-- spends more than is left abort whole, so two orders racing for one balance give one order.

-- A member's spendable points, taken from the profile's balance the first time checkout reads
-- them; the profile's balance follows every spend.
CREATE TABLE IF NOT EXISTS loyalty_points (
  consumer_no TEXT PRIMARY KEY,
  points INTEGER NOT NULL,
  CONSTRAINT loyalty_points_left CHECK (points >= 0)
);

-- Reward codes and reward cards the retailer issued, by their key (the code as printed, or the
-- card's number without spaces): what each takes off an order (minor units of the basket's
-- currency) and how many more orders may use it.
CREATE TABLE IF NOT EXISTS rewards (
  reward_key TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('REWARD_CODE', 'REWARD_CARD')),
  value INTEGER NOT NULL CHECK (value > 0),
  uses_left INTEGER NOT NULL,
  CONSTRAINT reward_uses_left CHECK (uses_left >= 0)
);
INSERT OR IGNORE INTO rewards (reward_key, kind, value, uses_left) VALUES
  ('RWD-10-OFF', 'REWARD_CODE', 1000, 1),
  ('RWD-25-OFF', 'REWARD_CODE', 2500, 1),
  ('RWD-SPENT', 'REWARD_CODE', 1000, 0),
  ('RC4000000015', 'REWARD_CARD', 2000, 1);

-- An athlete's annual credit and what they have spent of it (minor units), taken from the
-- profile the first time checkout reads it; the profile's currentSpend follows every spend.
CREATE TABLE IF NOT EXISTS athlete_credit (
  consumer_no TEXT PRIMARY KEY,
  annual_credit INTEGER NOT NULL,
  current_spend INTEGER NOT NULL,
  CONSTRAINT athlete_credit_left CHECK (current_spend <= annual_credit)
);
