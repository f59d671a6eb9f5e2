-- The discounts an order was given, one entry per promotion or price adjustment (JSON: promotionId,
-- name, level, amount in minor units, negative), so its summary can show the subtotal before
-- discounts and each discount as the basket did. Orders placed before this, and seeded ones, have none.
ALTER TABLE orders ADD COLUMN discounts TEXT;
