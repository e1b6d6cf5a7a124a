-- The change feed, GET /v3/changes (db/change-feed.ts): every change to a client's records as events
-- in one order per client, which a consumer follows by sequence.
--
-- change_sequences holds each client's latest sequence. Every write transaction that changes records
-- adds its events' count to its client's row, as its last statement: the row's lock, held to the
-- commit, makes the sequences of one client's transactions follow the order in which they commit, so
-- that no transaction commits events sorting before those of one already committed.
CREATE TABLE change_sequences (
  client_id text NOT NULL,
  last bigint NOT NULL,
  PRIMARY KEY (client_id)
);

-- The events: one row per transaction, kind of event (type) and client, holding the ids of the records
-- in the order of their sequences, which end at last_sequence; `events` is how many (the array's
-- length, kept beside it so that a read need not unpack a large array to know it). Ids, types and
-- times only: never a copy of a record, so that erased personal data cannot survive here.
CREATE TABLE change_events (
  client_id text NOT NULL,
  last_sequence bigint NOT NULL,
  type text NOT NULL,
  events integer NOT NULL,
  ids bigint[] NOT NULL,
  occurred_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, last_sequence)
);
-- For the pruning, which deletes by age across clients.
CREATE INDEX change_events_by_age ON change_events (occurred_at);

-- Per client, how far the pruning went: every event up to `through` may be gone, every event at or
-- after `kept_since` is kept. An `after` before `through` is 410 (the consumer missed events). Written
-- by the pruning only, so that writers never wait for it.
CREATE TABLE change_events_pruned (
  client_id text NOT NULL,
  through bigint NOT NULL,
  kept_since timestamptz NOT NULL,
  PRIMARY KEY (client_id)
);
