-- A rejected item's candidate_ats_id, kept beside it (never shown), so that erasing the candidate's
-- personal data (src/db/personal-data.ts) deletes its rejections too: an e-mail address sent in a field
-- that is not one (an identifier, a step) must not outlive the erasure there.
ALTER TABLE rejections ADD COLUMN candidate_ats_id text;
CREATE INDEX rejections_by_candidate ON rejections (client_id, candidate_ats_id) WHERE candidate_ats_id IS NOT NULL;
