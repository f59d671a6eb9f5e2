-- An order sold in a store keeps the store and the employee who served the shopper (JSON:
-- storeId, storeEmployeeId); null for an order the shopper placed alone.
ALTER TABLE orders ADD COLUMN in_store_sales TEXT;
