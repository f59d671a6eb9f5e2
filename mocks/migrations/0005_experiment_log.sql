-- Experimentation: every event the log endpoint receives, one row per event, so tests can assert on them.
-- A decision (campaign_activated) row names its flag, rule and variation; a conversion row names its event key.

CREATE TABLE IF NOT EXISTS experiment_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('decision', 'conversion')),
  flag_key TEXT,
  rule_key TEXT,
  variation_key TEXT,
  event_key TEXT,
  revision TEXT NOT NULL,
  batch TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS experiment_log_visitor ON experiment_log (visitor_id);
