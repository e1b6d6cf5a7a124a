-- The funnel report (src/db/funnel-report.ts) reads, for every step of a range, five of its texts. Read
-- from the table, a month of steps pushed out of time order is a random read of tens of thousands of
-- heap pages (965 ms for the console's funnel page at 10 million steps, docs/console.md). This index
-- holds those texts beside the time, so that the report reads the range from it alone; but a btree
-- entry holds at most 2,704 bytes (migration 005), so it holds only the steps whose five texts fit in
-- 2,000 bytes: every real one. The few wider ones (up to 5,100 bytes in 4-byte characters) are found by
-- the second, small index and read from the table. The report reads both, with the same predicate.
CREATE INDEX application_steps_funnel ON application_steps (client_id, recorded_at)
  INCLUDE (application_ats_id, step, job_offer_reference, subsidiary, source)
  WHERE octet_length(application_ats_id) + octet_length(step) + octet_length(job_offer_reference)
    + coalesce(octet_length(subsidiary), 0) + coalesce(octet_length(source), 0) <= 2000;
CREATE INDEX application_steps_funnel_wide ON application_steps (client_id, recorded_at)
  WHERE NOT (octet_length(application_ats_id) + octet_length(step) + octet_length(job_offer_reference)
    + coalesce(octet_length(subsidiary), 0) + coalesce(octet_length(source), 0) <= 2000);
