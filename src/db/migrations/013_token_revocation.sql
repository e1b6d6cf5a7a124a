-- A client's access tokens can be ended before they expire (src/auth/client-status.ts). Each token
-- carries the client's token_generation as it was read with the secret that got it (claim
-- `token_generation`); rotating the secret and disabling the client increment it, and every node
-- refuses the tokens of an older generation: a leaked token dies with the leaked secret, and stays dead
-- when the client is enabled again. A counter rather than a time: no clock to compare, and a token
-- request that read the old secret just before a rotation gets a token of the old generation.
ALTER TABLE clients ADD COLUMN token_generation integer NOT NULL DEFAULT 0;
