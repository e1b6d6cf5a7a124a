-- Roles (src/auth/clients.ts): a data client pushes and reads its own records; an admin manages the
-- clients and reads any client's ingestion activity and rejection log, and pushes no data. Every client
-- so far is a data client. Only `intake clients create --role admin` makes an admin; nothing changes a
-- client's role afterwards.
ALTER TABLE clients ADD COLUMN role text NOT NULL DEFAULT 'data' CONSTRAINT clients_role CHECK (role IN ('data', 'admin'));

-- The audit log (src/db/audit-log.ts, GET /v3/admin/audit-log): one row per client-administration
-- action, written by src/auth/clients.ts in the transaction of the action itself. Keyed by the client
-- the action was done to (client_id), not by who did it: each action has exactly one such client (the
-- new one, for a creation), the actor may be the CLI (no client at all), and the reads that matter
-- ("what was done to this client") stay on that client's shard on Citus (docs/citus.md).
CREATE TABLE audit_log (
  client_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  -- create, disable, enable, rotate-secret
  action text NOT NULL,
  -- The acting admin's client id, or 'cli' for `intake clients ...`.
  actor text NOT NULL,
  -- The operating-system user that ran the CLI; null over HTTP.
  os_user text,
  -- The caller's address (as TRUST_PROXY reads it); null from the CLI.
  address text,
  -- What the action was given, never a secret: {"name": ..., "role": ...} for a creation.
  details jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (client_id, id)
);
-- The whole log, newest first (the read without client_id: ids grow with time across shards).
CREATE INDEX audit_log_newest ON audit_log (id);

-- The running totals of the ingestion counters (src/db/ingestion-activity.ts): per client, resource
-- and writer slot, a row at hour '-infinity' that every write adds to beside its hour's row, so that
-- the list of clients reads records stored and last batch from a few rows. Made here from the hourly
-- rows written so far.
INSERT INTO ingestion_counters (client_id, resource, hour, slot, created, changed, rejected, batches, last_batch_at)
SELECT client_id, resource, '-infinity', slot, sum(created), sum(changed), sum(rejected), sum(batches), max(last_batch_at)
FROM ingestion_counters
GROUP BY client_id, resource, slot;
-- Those rows alone (the list of clients names the hour, a constant, so that this index answers it).
CREATE INDEX ingestion_counters_totals ON ingestion_counters (client_id, resource) WHERE hour = '-infinity';
