-- The rate limit's memory, rebuilt so that it cannot be linked to an address or an answer: one row
-- per accepted answer, keyed by an HMAC of the client's address group and its 10-minute slot under a
-- secret that is never stored here, written in a transaction of its own before the answer, and
-- holding only when it ends (a 10-minute boundary). Rows are deleted once they end. The old rows,
-- keyed with a secret from survey_settings, go.
DROP TABLE survey_rate_limit;
CREATE TABLE survey_rate_limit (
  client_key text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX survey_rate_limit_client ON survey_rate_limit (client_key);
CREATE INDEX survey_rate_limit_expires_at ON survey_rate_limit (expires_at);

-- The published results: each release holds the counts of every answer stored when it was made,
-- with the small cells already left out, and is made only once at least 10 answers arrived since
-- the one before (see lib/survey/store/releases.ts).
CREATE TABLE survey_releases (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The release this one follows (0 for the first): two processes cannot both make the next one.
  follows integer NOT NULL UNIQUE,
  made_at timestamptz NOT NULL,
  answers integer NOT NULL,
  -- The highest answer id counted: answers above it are the ones waiting for the next release.
  last_answer_id integer NOT NULL,
  counts jsonb NOT NULL
);
