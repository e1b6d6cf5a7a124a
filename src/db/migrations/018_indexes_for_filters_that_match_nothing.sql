-- A filter that matches nothing must cost no more than one that matches a page (docs/security.md, the
-- cost model). Without an index of its own, a list filtered on a value the client never sent walked the
-- client's whole primary key, and a rejection-log filter on a field or code that no problem names
-- scanned the client's whole log, only to answer an empty page.
--
-- The lists' exact filters (src/domain/*.ts `exactFilters`) that no index served: each now reads the
-- range of its value, in id order, as the pages are read. One text beside the client id and the id:
-- within the btree limit (migration 005).
CREATE INDEX application_steps_by_subsidiary ON application_steps (client_id, subsidiary, id);
CREATE INDEX application_steps_by_step ON application_steps (client_id, step, id);
CREATE INDEX activities_by_subsidiary ON activities (client_id, subsidiary, id);
CREATE INDEX activities_by_status ON activities (client_id, status, id);
CREATE INDEX job_offers_by_subsidiary ON job_offers (client_id, subsidiary, id);

-- The rejection log's filters on a problem's field or code (src/db/rejections.ts): each rejection keeps
-- the terms of its problems, "<client id> field <field>" and "<client id> code <code>" (separated by
-- U+001F, which no client id holds), written with the row, so that every term of the index leads with
-- the client, and a filter finds the client's matching rows in the index, none when there are none.
-- A column rather than an index over a function of `problems`: calling a SQL function per row made
-- every write of the log twice as slow on the embedded database, and a column needs nothing on
-- Citus's workers.
ALTER TABLE rejections ADD COLUMN problem_terms text[] NOT NULL DEFAULT '{}';
UPDATE rejections SET problem_terms = ARRAY(
  SELECT client_id || chr(31) || term.kind || chr(31) || term.value
  FROM jsonb_array_elements(problems) AS problem,
    LATERAL (VALUES ('field', problem ->> 'field'), ('code', problem ->> 'code')) AS term(kind, value)
  WHERE term.value IS NOT NULL
);
CREATE INDEX rejections_by_problem_terms ON rejections USING gin (problem_terms);
