-- Stored files whose referring row is not yet committed. The key is recorded (and committed)
-- before the file is written, and the transaction that refers to the file deletes the record as
-- it commits. A record left behind (a failure or a crash between the two) names a file that no
-- row refers to: the daily clean-up deletes the file, then the record.
CREATE TABLE pending_files (
    key        text PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_files_created_at ON pending_files (created_at);
