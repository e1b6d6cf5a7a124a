-- Error codes (src/error-codes.ts). Requests refused whole, before their items were read (not JSON, too
-- large, a wrong Content-Type), are counted apart from rejected items; and every rejection is counted by
-- its code, in counters of its own: a rejected item under its first problem's code, a request refused
-- whole under its code. Slots and hours as in ingestion_counters (008).
ALTER TABLE ingestion_counters ADD COLUMN batches_refused bigint NOT NULL DEFAULT 0;

CREATE TABLE rejection_counters (
  client_id text NOT NULL,
  resource text NOT NULL,
  hour timestamptz NOT NULL,
  code text NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (client_id, resource, hour, code, slot)
);
