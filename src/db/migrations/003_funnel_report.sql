-- The funnel report (db/funnel-report.ts) reads every step of one client in a range of recorded_at,
-- and of each only the columns INCLUDEd here: an index-only scan of this index answers it without
-- visiting the table. The index keeps its name and its key (client_id, recorded_at, id), the key the
-- time-ordered lists page by, so it still serves every query it served, and ingestion maintains one
-- index for both instead of two.
DROP INDEX application_steps_by_recorded_at;
CREATE INDEX application_steps_by_recorded_at ON application_steps (client_id, recorded_at, id)
  INCLUDE (application_ats_id, step, job_offer_reference, subsidiary, source);
