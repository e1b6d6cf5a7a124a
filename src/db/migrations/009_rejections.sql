-- The rejection log (src/db/rejections.ts, GET /v3/rejections): one row per item rejected by a batch
-- and per rejected PATCH, written by the request that rejects it, in its transaction. Never a body or
-- personal data: the problems (field and message) and the natural-key values that were valid.
CREATE TABLE rejections (
  client_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  rejected_at timestamptz NOT NULL,
  request_id text NOT NULL,
  resource text NOT NULL,
  -- The item's index in its batch; null for a PATCH.
  item_index integer,
  -- [{"field": ..., "message": ...}, ...]
  problems jsonb NOT NULL,
  -- The natural key's fields that were valid: {"application_ats_id": "A-1", ...}.
  natural_key jsonb NOT NULL,
  PRIMARY KEY (client_id, id)
);
-- The pruning job's cutoff by age; the list by time.
CREATE INDEX rejections_by_time ON rejections (rejected_at);
CREATE INDEX rejections_by_request ON rejections (client_id, request_id, id);
