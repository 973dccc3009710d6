-- One row per traveler's answer. No address, no client key, no exact time: only the day.
CREATE TABLE survey_answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The nonce of the ALTCHA challenge the traveler solved: a challenge is accepted once.
  challenge_id text NOT NULL UNIQUE,
  -- SHA-256 of the answer, so that a double submit of the same answer is recognised as such.
  answer_hash text NOT NULL,
  submitted_on date NOT NULL DEFAULT CURRENT_DATE,
  trip_length text NOT NULL,
  trip_kind text NOT NULL,
  bag_setup text NOT NULL,
  bag_liters integer,
  overpacked text[] NOT NULL,
  missed text[] NOT NULL,
  bag_checks text[] NOT NULL,
  tip text,
  CONSTRAINT tip_length CHECK (char_length(tip) <= 500),
  CONSTRAINT bag_liters_range CHECK (bag_liters BETWEEN 5 AND 150)
);

-- Answers are deleted 3 years after the day they were sent (see the privacy page).
CREATE INDEX survey_answers_submitted_on ON survey_answers (submitted_on);

-- The rate limit's memory: a daily-rotating salted hash of the client address per accepted answer,
-- kept apart from the answers so that neither table can link an answer to a client. Rows older
-- than a day are deleted on every write.
CREATE TABLE survey_rate_limit (
  client_key text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX survey_rate_limit_client ON survey_rate_limit (client_key, seen_at);

-- Secrets that every process serving the site must share (challenge signatures, the address salt)
-- when SURVEY_SECRET is not set: generated once, by the first process to migrate.
CREATE TABLE survey_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO survey_settings (name, value)
VALUES ('secret', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
