-- What the funnel report needs of each application, kept by every write of its steps in the write's
-- transaction (src/db/funnel-applications.ts), so that the report by job offer, subsidiary or source
-- reads one row per application rather than every step of its range (src/db/funnel-report.ts).
-- One row per application: the UTC days of its first and last steps, and, when all its steps share
-- one job offer, subsidiary and source (`summarised`), those values and its step names three ways:
-- `step_set`, the JSON array of the names in their order, one text per set, which the report groups
-- the applications inside its range by (hashing a text costs a third of hashing an array); the names
-- in the order of the first day each was reached, with those days; and in the order of the last day,
-- with those days. For an application across the start of a range, the names reached in it are those
-- last reached on or after its first day: a slice of the third pair, found by binary search
-- (width_bucket), and those across its end a slice of the second. The report's range is whole UTC days,
-- so days are all it needs. A PATCH that moves a step clears `summarised` for the applications it leaves
-- and joins: the report then reads their steps. The rows are made from the stored steps right after
-- this file (src/db/migrate.ts).
CREATE TABLE funnel_applications (
  client_id text NOT NULL,
  application_ats_id text NOT NULL,
  first_day date NOT NULL,
  last_day date NOT NULL,
  summarised boolean NOT NULL,
  job_offer_reference text,
  subsidiary text,
  source text,
  step_set text NOT NULL,
  steps_by_first_day text[] NOT NULL,
  first_days date[] NOT NULL,
  steps_by_last_day text[] NOT NULL,
  last_days date[] NOT NULL,
  -- Incremented by every write of the row: a batch that merged what it read of a row writes it only if
  -- no other write came between (the merge, src/db/funnel-applications.ts).
  version integer NOT NULL,
  PRIMARY KEY (client_id, application_ats_id)
);

-- How many bytes a row can take in the report's covering index, at most: the texts, the names three
-- times (the JSON's bytes bound theirs), and per name an array element's header and padding twice and two
-- days. A btree entry holds at most 2,704 bytes: as in migration 011, the rows that fit in 2,000 are read
-- from the index, the others from the table.
CREATE FUNCTION funnel_row_width(application_ats_id text, job_offer_reference text, subsidiary text, source text,
  step_set text, steps text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT octet_length(application_ats_id) + coalesce(octet_length(job_offer_reference), 0) + coalesce(octet_length(subsidiary), 0) + coalesce(octet_length(source), 0) + 3 * octet_length(step_set) + 22 * coalesce(cardinality(steps), 0) + 200 $$;

-- The report reads the applications whose steps span some of its range (last_day on or after its first
-- day, first_day before its end): the summarised ones that fit from this index alone, the others from
-- the second.
CREATE INDEX funnel_applications_summarised ON funnel_applications (client_id, last_day)
  INCLUDE (first_day, application_ats_id, job_offer_reference, subsidiary, source, step_set, steps_by_first_day,
    first_days, steps_by_last_day, last_days)
  WHERE summarised AND funnel_row_width(application_ats_id, job_offer_reference, subsidiary, source, step_set, steps_by_first_day) <= 2000;
CREATE INDEX funnel_applications_read_from_steps ON funnel_applications (client_id, last_day) INCLUDE (first_day)
  WHERE NOT (summarised AND funnel_row_width(application_ats_id, job_offer_reference, subsidiary, source, step_set, steps_by_first_day) <= 2000);
