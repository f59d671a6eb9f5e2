-- Checkout details a basket keeps beside its addresses: how its order was prepared (EXPRESS when
-- express checkout filled it in), the pickup contact its store and collection-point shipments
-- need, and a guest's SMS opt-in. Gone with the basket.
CREATE TABLE IF NOT EXISTS checkout_details (
  cart_id TEXT PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
  status TEXT CHECK (status IN ('EXPRESS')),
  -- JSON: {email, phone, contactName}.
  pickup_contact TEXT,
  sms_opt_in INTEGER CHECK (sms_opt_in IN (0, 1))
);
