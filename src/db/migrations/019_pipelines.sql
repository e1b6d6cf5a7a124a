-- Each client's pipeline (src/domain/pipeline.ts) as PUT /v3/pipeline set it; a client without a row
-- has the default one.
CREATE TABLE pipelines (
  client_id text NOT NULL,
  definition jsonb NOT NULL,
  set_at timestamptz NOT NULL,
  PRIMARY KEY (client_id)
);
