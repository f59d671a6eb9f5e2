-- Sign-up: consumers the backend knows from elsewhere (a store enrolment, an invitation) who have
-- no online account yet, whose details prefill the sign-up form; and the lookup that refuses a
-- phone number an account already holds.

CREATE TABLE IF NOT EXISTS prospects (
  consumer_no TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  -- firstName, lastName, birthDate (ISO), phone (international), postalCode, gender, as JSON.
  details TEXT NOT NULL
);

INSERT OR IGNORE INTO prospects (consumer_no, email, details) VALUES
  ('C000000000000101', 'sam.rivera@example.com', '{"firstName":"Sam","lastName":"Rivera","birthDate":"1988-09-23","phone":"+13035550188","postalCode":"80302","gender":"U"}');

CREATE INDEX IF NOT EXISTS accounts_phone ON accounts (json_extract(profile, '$.consumerDetails.phone'));
