-- Signing keys can be rotated (intake keys rotate) and their private part sealed at rest.
-- signs_from: when a key starts signing (a new key is published first, so that every node knows it
-- before any token it signed reaches one); retires_at: when its tokens stop being accepted (null: not
-- retiring). The private part is either the plain JWK (private_jwk) or sealed under
-- SIGNING_KEY_ENCRYPTION_KEY (sealed_private_jwk: AES-256-GCM, the kid as associated data), never both.
-- Existing keys keep their plain JWK and have signed since they were created.
ALTER TABLE signing_keys ADD COLUMN signs_from timestamptz;
UPDATE signing_keys SET signs_from = created_at;
ALTER TABLE signing_keys ALTER COLUMN signs_from SET NOT NULL;
ALTER TABLE signing_keys ALTER COLUMN signs_from SET DEFAULT now();
ALTER TABLE signing_keys ADD COLUMN retires_at timestamptz;
ALTER TABLE signing_keys ADD COLUMN sealed_private_jwk text;
ALTER TABLE signing_keys ALTER COLUMN private_jwk DROP NOT NULL;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_one_private_part
  CHECK ((private_jwk IS NULL) <> (sealed_private_jwk IS NULL));
