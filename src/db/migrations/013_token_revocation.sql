-- A client's access tokens can be ended before they expire (src/auth/client-status.ts): every node
-- refuses a token of the client issued before tokens_revoked_at. Rotating the secret and disabling the
-- client set it to now(), so that a leaked token dies with the leaked secret, and stays dead when the
-- client is enabled again. Null: no token of the client has been revoked.
ALTER TABLE clients ADD COLUMN tokens_revoked_at timestamptz;
-- The rotations and disablings done before this migration revoke the tokens issued before them too.
UPDATE clients SET tokens_revoked_at = greatest(secret_rotated_at, disabled_at)
  WHERE secret_rotated_at IS NOT NULL OR disabled_at IS NOT NULL;
