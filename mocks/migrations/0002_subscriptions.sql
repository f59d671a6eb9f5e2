-- Subscriptions: one row per email, type and channel; re-subscribing updates it in place.

CREATE TABLE IF NOT EXISTS subscriptions (
  email TEXT NOT NULL,
  type TEXT NOT NULL,
  channel TEXT NOT NULL,
  optin INTEGER NOT NULL,
  double_optin INTEGER NOT NULL DEFAULT 0,
  category TEXT,
  country TEXT,
  region TEXT,
  optin_date TEXT,
  optout_date TEXT,
  PRIMARY KEY (email, type, channel)
);
