-- Each application's stages and outcome under its client's pipeline, kept beside its step keys so that
-- the pipeline report reads them rather than working them out from the keys (db/application-facts.ts).
-- `resolved_under` names the pipeline they were worked out under (db/pipelines.ts, pipeline labels):
-- a row under another pipeline is worked out at read time, so a new pipeline is followed at once, and
-- the facts job works the rows out again under it meanwhile.
ALTER TABLE application_facts
  ADD COLUMN resolved_under text,
  ADD COLUMN last_stage smallint,
  ADD COLUMN outcome text,
  ADD COLUMN reach timestamptz[];

-- The pipeline each client's rows were all last worked out under (null: a pass is due), and where the
-- pass under way has got to, by application_ats_id, and under which pipeline.
ALTER TABLE application_facts_progress
  ADD COLUMN resolved_under text,
  ADD COLUMN resolving_under text,
  ADD COLUMN resolving_after text;
