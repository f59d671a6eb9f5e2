-- Where each of an order's shipments goes: a home delivery's address and, for a shipment collected
-- in store or at a pick-up point, who collects it (both JSON). An order may have several
-- shipments (a line picked up in store beside one delivered home); e-mailed gift cards leave both empty.
ALTER TABLE order_shipments ADD COLUMN address TEXT;
ALTER TABLE order_shipments ADD COLUMN pickup_contact TEXT;
