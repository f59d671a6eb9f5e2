-- SMS subscriptions: one per consumer, sent to a phone number (E.164) rather than to the account's
-- email, so they are kept apart from the email-keyed subscriptions. Opting out keeps the row with
-- the date; opting in again keeps the first opt-in date.
CREATE TABLE IF NOT EXISTS sms_subscriptions (
  consumer_no TEXT PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'Newsletter',
  recipient TEXT NOT NULL,
  optin INTEGER NOT NULL,
  country TEXT,
  optin_date TEXT,
  optout_date TEXT
);
