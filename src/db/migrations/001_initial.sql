-- Every primary and unique key leads with client_id, so that the tables can later be distributed
-- by client (Citus) without a rewrite. Column names and types mirror the resource declarations
-- in src/domain/ (test/schema.test.ts checks that they agree).

CREATE TABLE clients (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  secret_rotated_at timestamptz,
  disabled_at timestamptz
);

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE application_steps (
  client_id text NOT NULL REFERENCES clients (client_id),
  id bigint GENERATED ALWAYS AS IDENTITY,
  recorded_at timestamptz NOT NULL,
  job_offer_reference text NOT NULL,
  job_offer_reference_2 text,
  job_offer_reference_3 text,
  job_offer_title text,
  candidate_creation_date timestamptz,
  candidate_mail text,
  candidate_phone text,
  candidate_ats_id text NOT NULL,
  source text,
  step text NOT NULL,
  step_ats_id text,
  application_ats_id text NOT NULL,
  subsidiary text,
  subsidiary_ats_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, id),
  CONSTRAINT application_steps_natural_key UNIQUE (client_id, application_ats_id, step, recorded_at)
);
CREATE INDEX application_steps_by_recorded_at ON application_steps (client_id, recorded_at);

CREATE TABLE activities (
  client_id text NOT NULL REFERENCES clients (client_id),
  id bigint GENERATED ALWAYS AS IDENTITY,
  recorded_at date NOT NULL,
  job_offer_reference text NOT NULL,
  job_offer_reference_2 text,
  job_offer_reference_3 text,
  job_offer_title text,
  status text NOT NULL,
  subsidiary text,
  subsidiary_jobboard_id text,
  count integer NOT NULL CHECK (count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, id),
  -- NULLS NOT DISTINCT (PostgreSQL 15+): an absent subsidiary_jobboard_id is one value of the key.
  CONSTRAINT activities_natural_key UNIQUE NULLS NOT DISTINCT
    (client_id, recorded_at, job_offer_reference, status, subsidiary_jobboard_id)
);

CREATE TABLE job_offers (
  client_id text NOT NULL REFERENCES clients (client_id),
  id bigint GENERATED ALWAYS AS IDENTITY,
  title text,
  reference text NOT NULL,
  reference_2 text,
  reference_3 text,
  subsidiary text,
  subsidiary_jobboard_id text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, id),
  CONSTRAINT job_offers_natural_key UNIQUE (client_id, reference)
);
