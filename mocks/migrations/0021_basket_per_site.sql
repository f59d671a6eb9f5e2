-- A basket belongs to one site: a shopper may hold one live basket per site (moving to another
-- site starts a new basket there and leaves the old one where it was), never two on one site.
DROP INDEX IF EXISTS carts_one_per_consumer;
CREATE UNIQUE INDEX IF NOT EXISTS carts_one_per_consumer_site ON carts (consumer_no, site_id) WHERE kind = 'cart';
