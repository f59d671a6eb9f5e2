-- Where an order's shipment is collected: the store of a pickup or ship-to-store shipment, and
-- the collection point (its store id and the name it had when ordered) of a pick-up point one.
-- Home deliveries and e-mailed gift cards leave them empty.
ALTER TABLE order_shipments ADD COLUMN store_id TEXT;
ALTER TABLE order_shipments ADD COLUMN collection_point_id TEXT;
ALTER TABLE order_shipments ADD COLUMN collection_point_name TEXT;
