-- A refused client-administration action is recorded too (src/auth/clients.ts): an unknown client, an
-- admin client acted on over HTTP, a creation the rules refuse. Its client_id is the client as asked
-- (empty for a refused creation: no client was made), its details.reason the answer's words. Every entry
-- before this migration was of an action done.
ALTER TABLE audit_log ADD COLUMN outcome text NOT NULL DEFAULT 'done' CONSTRAINT audit_log_outcome CHECK (outcome IN ('done', 'refused'));
