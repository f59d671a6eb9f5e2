-- Event registrations: one per member and event (a second is refused), each taking one place, or
-- two with a guest, of the event's capacity. The payload is kept as the storefront sent it.
CREATE TABLE IF NOT EXISTS event_registrations (
  registration_id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  email TEXT NOT NULL,
  attending_days TEXT NOT NULL,
  plus_one TEXT NOT NULL DEFAULT '',
  places INTEGER NOT NULL CHECK (places IN (1, 2)),
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (event_id, consumer_no)
);
