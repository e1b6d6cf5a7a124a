-- The rejection log's size per client (src/db/rejections.ts), kept by the statements that add and delete
-- its rows, so that a write keeps a client's log within MAX_REJECTIONS_PER_CLIENT at once, deleting its
-- oldest, instead of leaving the excess to the next pruning run.
CREATE TABLE rejection_log_sizes (
  client_id text NOT NULL,
  rows bigint NOT NULL,
  PRIMARY KEY (client_id)
);
INSERT INTO rejection_log_sizes (client_id, rows) SELECT client_id, count(*) FROM rejections GROUP BY client_id;
