-- spec §7 Experimentation: every decision the log endpoint receives, one row per decision, so tests can assert on them.

CREATE TABLE IF NOT EXISTS experiment_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  flag_key TEXT NOT NULL,
  rule_key TEXT NOT NULL,
  variation_key TEXT NOT NULL,
  revision TEXT NOT NULL,
  batch TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS experiment_events_visitor ON experiment_events (visitor_id);
