-- Personalisation decisions and the tracking pixel: every call the engine mock receives
-- (decide requests, record events, pixel hits), so tests can assert on what was sent and when.

CREATE TABLE IF NOT EXISTS personalisation_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  monetate_id TEXT,
  body TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS personalisation_calls_visitor ON personalisation_calls (monetate_id);
