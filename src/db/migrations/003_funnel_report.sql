-- The funnel report (db/funnel-report.ts) reads every step of one client in a range of recorded_at,
-- and of each only these columns: an index-only scan of this index answers it without visiting the
-- table. It serves every query the (client_id, recorded_at) index served, so that one goes: one index
-- to maintain on the ingestion path instead of two.
CREATE INDEX application_steps_funnel ON application_steps (client_id, recorded_at)
  INCLUDE (application_ats_id, step, job_offer_reference, subsidiary, source);
DROP INDEX IF EXISTS application_steps_by_recorded_at;
