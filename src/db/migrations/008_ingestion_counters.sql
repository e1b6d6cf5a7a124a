-- Ingestion activity (src/db/ingestion-activity.ts, GET /v3/reports/ingestion): counters that the
-- batch, PATCH and erasure transactions write themselves, in the same transaction as the records, so
-- that a rolled-back write counts nothing. One row per client, resource, UTC hour and writer slot: a
-- writer picks one of a few slots at random, so that concurrent batches of one client on several nodes
-- do not all wait for one row's lock; a report sums the slots.
CREATE TABLE ingestion_counters (
  client_id text NOT NULL,
  resource text NOT NULL,
  hour timestamptz NOT NULL,
  slot smallint NOT NULL,
  created bigint NOT NULL DEFAULT 0,
  changed bigint NOT NULL DEFAULT 0,
  rejected bigint NOT NULL DEFAULT 0,
  batches bigint NOT NULL DEFAULT 0,
  last_batch_at timestamptz,
  PRIMARY KEY (client_id, resource, hour, slot)
);
