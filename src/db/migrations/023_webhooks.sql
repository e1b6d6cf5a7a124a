-- Webhooks (src/db/webhooks.ts, src/webhooks/delivery.ts): a data client's endpoints, each following the
-- client's change feed (migration 020) with messages of events, one at a time and in order.

-- An endpoint. `types` null: every event type. `secrets`: the signing secrets still valid, newest first,
-- as [{"secret": "whsec_…", "expires_at": null or an instant}] (a rotation gives the old one 24 hours).
-- `cursor`: the events through this sequence are in a message already (delivered, or the one pending).
-- `lease_until`, `lease_token`: the node sending this endpoint's messages, until then; one at a time
-- across every node. `next_attempt_at`: when the pending message may be tried again.
CREATE TABLE webhook_endpoints (
  client_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  url text NOT NULL,
  types text[],
  description text,
  events_per_message integer NOT NULL,
  enabled boolean NOT NULL,
  disabled_reason text,
  secrets jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  cursor bigint NOT NULL,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  lease_token text,
  PRIMARY KEY (client_id, id)
);

-- Replays (POST /v3/webhooks/{id}/replay), in the order asked: the events in (after, through], sent
-- once the endpoint's cursor has reached `behind` (the feed's head when it was asked), before later
-- events. `after` moves on as its messages are made.
CREATE TABLE webhook_replays (
  client_id text NOT NULL,
  endpoint_id bigint NOT NULL,
  number bigint GENERATED ALWAYS AS IDENTITY,
  after bigint NOT NULL,
  through bigint NOT NULL,
  behind bigint NOT NULL,
  PRIMARY KEY (client_id, endpoint_id, number)
);

-- The messages of each endpoint, in the order sent: the events in (after, through] of `types` (null:
-- every type), of which the first and last sequences and the count. Never the body, so that erased
-- personal data cannot survive here. `state`: pending (at most one per endpoint), delivered, or missed
-- (pruned while the endpoint was disabled: never sent). `steps` counts the failed attempts that used a
-- step of the retry schedule; `attempts` lists each one as {"at", "status", "error", "duration_ms"}.
CREATE TABLE webhook_messages (
  client_id text NOT NULL,
  endpoint_id bigint NOT NULL,
  number bigint GENERATED ALWAYS AS IDENTITY,
  webhook_id text NOT NULL,
  after bigint NOT NULL,
  through bigint NOT NULL,
  types text[],
  first_sequence bigint,
  last_sequence bigint,
  events integer NOT NULL,
  replay boolean NOT NULL,
  state text NOT NULL CONSTRAINT webhook_messages_state CHECK (state IN ('pending', 'delivered', 'missed')),
  created_at timestamptz NOT NULL,
  steps integer NOT NULL DEFAULT 0,
  attempts jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (client_id, endpoint_id, number)
);
-- The pending message of an endpoint, found without reading its log.
CREATE UNIQUE INDEX webhook_messages_pending ON webhook_messages (client_id, endpoint_id) WHERE state = 'pending';
-- For the pruning, which deletes by age across clients.
CREATE INDEX webhook_messages_by_age ON webhook_messages (created_at);
