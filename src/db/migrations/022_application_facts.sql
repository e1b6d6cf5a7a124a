-- The facts of each application that the recruiting reads need (db/application-facts.ts), one row per
-- application, kept from its steps by db/application-facts-keeping.ts: the pipeline report and the
-- applications list read these rows, not every step.
--
-- The facts hold no stage: each step value the application has (by its key, domain/pipeline.ts's
-- stepKey) with the first and last instant of a step of that value. The stages and the outcome are
-- read through the pipeline as it is when a report is asked for, so a new pipeline needs no rebuild.
-- No personal data: e-mail and phone stay on the steps.
CREATE TABLE application_facts (
  client_id text NOT NULL,
  application_ats_id text NOT NULL,
  applied_at timestamptz NOT NULL,
  candidate_ats_id text NOT NULL,
  job_offer_reference text,
  subsidiary text,
  source text,
  step_keys text[] NOT NULL,
  first_at timestamptz[] NOT NULL,
  last_at timestamptz[] NOT NULL,
  PRIMARY KEY (client_id, application_ats_id)
);
-- The cohort of a range, and the applications list's pages, newest first.
CREATE INDEX application_facts_by_date ON application_facts (client_id, applied_at DESC, application_ats_id COLLATE "C");

-- How far in each client's change feed the facts are kept: every application step event up to
-- `through` is in them.
CREATE TABLE application_facts_progress (
  client_id text NOT NULL,
  through bigint NOT NULL,
  PRIMARY KEY (client_id)
);

-- Applications whose facts must be read again from their steps, beside what the feed says: those a
-- PATCH moved a step away from (the feed names the step, not where it was), and, here, every
-- application stored before this migration.
CREATE TABLE application_facts_pending (
  client_id text NOT NULL,
  application_ats_id text NOT NULL,
  PRIMARY KEY (client_id, application_ats_id)
);

-- No step may be written between the two statements below (it would be neither pending nor past
-- `through`): the steps are locked against writes until the migration commits.
LOCK TABLE application_steps IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO application_facts_pending (client_id, application_ats_id)
  SELECT DISTINCT client_id, application_ats_id FROM application_steps;
INSERT INTO application_facts_progress (client_id, through)
  SELECT client_id, last FROM change_sequences;
