-- Personal-data erasure (src/db/personal-data.ts).

-- DELETE /v3/ats/candidates/{candidate_ats_id}/personal-data finds a client's steps of one candidate
-- by application_steps_by_candidate (002).

-- The retention job (PII_RETENTION_DAYS) looks for old steps that still hold an e-mail or a phone.
-- Partial, so that an erased step leaves the index: each run reads only what is left to erase instead
-- of every old step again, and steps without personal data cost no index write.
CREATE INDEX application_steps_with_personal_data ON application_steps (recorded_at)
  WHERE candidate_mail IS NOT NULL OR candidate_phone IS NOT NULL;
