-- A record's last change leaves its indexes alone (docs/performance.md, "Corrections").
--
-- updated_at was indexed for `updated_since`, so every change of a record moved an index entry, and
-- PostgreSQL could never update it in place (a HOT update: the new version on the same page, no new
-- index entry). Re-sending an activity with another count, or a job offer with another title, rewrote
-- every index of the row.
--
-- Now `updated_since` is answered from two narrow indexes (db/record-store.ts): records created at or
-- after the instant, by created_at, which never changes; and records changed at or after it, by a table
-- beside each resource's that holds, for every record changed since it was created, the time of its
-- last change (the same instant as its updated_at, written in the same statement). updated_at stays
-- in the row, as the read side returns it, without an index.
--
-- A change of fields that no index holds (a title, a count, a description) is then an update in place,
-- where its page has room: the tables leave 15 % of each new page free for that.
--
-- No write may come between the notes written here and the end of the migration (it would change a
-- record without a note): the tables are locked against writes first (docs/operations.md, upgrading).

LOCK TABLE application_steps, activities, job_offers IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE application_steps_changes (
  client_id text NOT NULL,
  id bigint NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, id)
);
CREATE INDEX application_steps_changes_by_time ON application_steps_changes (client_id, changed_at);
INSERT INTO application_steps_changes (client_id, id, changed_at)
  SELECT client_id, id, updated_at FROM application_steps WHERE updated_at <> created_at;
DROP INDEX application_steps_by_updated_at;
CREATE INDEX application_steps_by_created_at ON application_steps (client_id, created_at);
ALTER TABLE application_steps SET (fillfactor = 85);

CREATE TABLE activities_changes (
  client_id text NOT NULL,
  id bigint NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, id)
);
CREATE INDEX activities_changes_by_time ON activities_changes (client_id, changed_at);
INSERT INTO activities_changes (client_id, id, changed_at)
  SELECT client_id, id, updated_at FROM activities WHERE updated_at <> created_at;
DROP INDEX activities_by_updated_at;
CREATE INDEX activities_by_created_at ON activities (client_id, created_at);
ALTER TABLE activities SET (fillfactor = 85);

CREATE TABLE job_offers_changes (
  client_id text NOT NULL,
  id bigint NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, id)
);
CREATE INDEX job_offers_changes_by_time ON job_offers_changes (client_id, changed_at);
INSERT INTO job_offers_changes (client_id, id, changed_at)
  SELECT client_id, id, updated_at FROM job_offers WHERE updated_at <> created_at;
DROP INDEX job_offers_by_updated_at;
CREATE INDEX job_offers_by_created_at ON job_offers (client_id, created_at);
ALTER TABLE job_offers SET (fillfactor = 85);
