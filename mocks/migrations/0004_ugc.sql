-- User-generated content and shopper lists: reviews, questions and answers with their votes, stock notifications, shop-the-look sets and favorites.
-- Seeded rows are upserted by content columns only, so a reseed never wipes shoppers' votes, flags or lists.

-- status 'approved' is listed; shopper-written reviews wait as 'pending' for moderation.
-- helpful_count/not_helpful_count are base + votes, recomputed on every vote so the helpful sort runs on an index.
CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,
  status TEXT NOT NULL,
  rating INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  location TEXT,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  verified INTEGER NOT NULL,
  base_helpful INTEGER NOT NULL,
  base_not_helpful INTEGER NOT NULL,
  helpful_count INTEGER NOT NULL,
  not_helpful_count INTEGER NOT NULL,
  usid TEXT
);
CREATE INDEX IF NOT EXISTS reviews_by_product_created ON reviews (product_id, status, created_at);
CREATE INDEX IF NOT EXISTS reviews_by_product_rating ON reviews (product_id, status, rating, created_at);
CREATE INDEX IF NOT EXISTS reviews_by_product_helpful ON reviews (product_id, status, helpful_count, created_at);

-- One vote per shopper (x-usid) per review: voting again replaces it.
CREATE TABLE IF NOT EXISTS review_votes (
  review_id TEXT NOT NULL,
  usid TEXT NOT NULL,
  helpful INTEGER NOT NULL,
  voted_at TEXT NOT NULL,
  PRIMARY KEY (review_id, usid)
);
CREATE INDEX IF NOT EXISTS review_votes_by_usid ON review_votes (usid, review_id);

CREATE TABLE IF NOT EXISTS review_flags (
  review_id TEXT NOT NULL,
  usid TEXT NOT NULL,
  reason TEXT NOT NULL,
  flagged_at TEXT NOT NULL,
  PRIMARY KEY (review_id, usid)
);

CREATE TABLE IF NOT EXISTS questions (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,
  status TEXT NOT NULL,
  text TEXT NOT NULL,
  author TEXT NOT NULL,
  email TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS questions_by_product_created ON questions (product_id, status, created_at);

CREATE TABLE IF NOT EXISTS answers (
  id TEXT PRIMARY KEY,
  question_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  text TEXT NOT NULL,
  author TEXT NOT NULL,
  is_staff INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  base_helpful INTEGER NOT NULL,
  base_not_helpful INTEGER NOT NULL,
  helpful_count INTEGER NOT NULL,
  not_helpful_count INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS answers_by_question ON answers (question_id, created_at);

CREATE TABLE IF NOT EXISTS answer_votes (
  answer_id TEXT NOT NULL,
  usid TEXT NOT NULL,
  helpful INTEGER NOT NULL,
  voted_at TEXT NOT NULL,
  PRIMARY KEY (answer_id, usid)
);
CREATE INDEX IF NOT EXISTS answer_votes_by_usid ON answer_votes (usid, answer_id);

-- Back-in-stock requests: idempotent per (email, sku).
CREATE TABLE IF NOT EXISTS stock_notifications (
  email TEXT NOT NULL,
  sku TEXT NOT NULL,
  product_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (email, sku)
);

-- 'Shop the look' sets, derived from the seeded catalogue.
CREATE TABLE IF NOT EXISTS product_sets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_set_items (
  set_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (set_id, product_id)
);
CREATE INDEX IF NOT EXISTS product_set_items_by_product ON product_set_items (product_id, set_id);

-- One favourites list per shopper session (x-usid); shared_at makes it readable by link.
CREATE TABLE IF NOT EXISTS favorite_lists (
  id TEXT PRIMARY KEY,
  usid TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  shared_at TEXT
);
-- seq orders items newest first even when two land in the same millisecond.
CREATE TABLE IF NOT EXISTS favorite_items (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id TEXT NOT NULL UNIQUE,
  favorite_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  added_at TEXT NOT NULL,
  UNIQUE (favorite_id, product_id)
);
CREATE INDEX IF NOT EXISTS favorite_items_by_list ON favorite_items (favorite_id, seq);
