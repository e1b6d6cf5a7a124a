-- Every item the contract accepts must store. A btree entry holds at most 2,704 bytes, and the covering
-- columns of this index (five texts of up to 255 characters, 1,020 bytes each in 4-byte characters)
-- could need 5,100: such a step failed with "index row size ... exceeds btree version 4 maximum" and
-- sank its batch. The funnel reads those columns from the table instead. Every other index holds at
-- most two such texts (2,040 bytes beside a client id and a time): within the limit, checked by
-- test/widest-items.test.ts for every resource.
DROP INDEX application_steps_by_recorded_at;
CREATE INDEX application_steps_by_recorded_at ON application_steps (client_id, recorded_at, id);
