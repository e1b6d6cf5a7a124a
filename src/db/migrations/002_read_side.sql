-- The read side (GET lists and exports) pages by keyset after a cursor, filtered by client and one
-- exact value or range. A list bounded in time is in (recorded_at, id) order and the others in id order,
-- so each main filter has an index that ends in that order, and a page is one index range scan.
-- Filters of few distinct values (step, status, subsidiary) walk the primary key instead. Natural keys
-- already serve application_ats_id and job offers' reference.
-- The steps' time index also INCLUDEs the columns the funnel report reads (db/funnel-report.ts), so that
-- the report is an index-only scan that never visits the table: one index serves both.
DROP INDEX application_steps_by_recorded_at;
CREATE INDEX application_steps_by_recorded_at ON application_steps (client_id, recorded_at, id)
  INCLUDE (application_ats_id, step, job_offer_reference, subsidiary, source);
CREATE INDEX application_steps_by_job_offer ON application_steps (client_id, job_offer_reference, id);
CREATE INDEX application_steps_by_candidate ON application_steps (client_id, candidate_ats_id, id);
CREATE INDEX application_steps_by_updated_at ON application_steps (client_id, updated_at);
CREATE INDEX activities_by_recorded_at ON activities (client_id, recorded_at, id);
CREATE INDEX activities_by_job_offer ON activities (client_id, job_offer_reference, id);
CREATE INDEX activities_by_updated_at ON activities (client_id, updated_at);
CREATE INDEX job_offers_by_updated_at ON job_offers (client_id, updated_at);
