-- Test control: a failure the next place-order call on a basket meets, as the tax engine or the
-- order totals check would answer it (TAX309, TAX310, ORD415). Only the test-control routes
-- write here, and only while the mocks run with test control on.
CREATE TABLE IF NOT EXISTS checkout_faults (
  cart_id TEXT PRIMARY KEY,
  code TEXT NOT NULL CHECK (code IN ('TAX309', 'TAX310', 'ORD415'))
);
