-- The application steps' list filters on `source` (src/domain/application-steps.ts), as on the other
-- exact filters (migration 018): the range of its value, in id order, so that a source the client never
-- sent reads no row. One text beside the client id and the id: within the btree limit (migration 005).
-- Numbered 021: 020 is the change feed's.
CREATE INDEX application_steps_by_source ON application_steps (client_id, source, id);
