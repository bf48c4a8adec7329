-- Jobs run from the durable queue (schema `underway`): any server's worker takes a job under a
-- lease it keeps with a heartbeat, and a job whose lease expired is settled by another server.
--
-- `attempt` counts the runs that started a job. A run writes progress, and its outcome, only
-- while the job is still `running` under its own attempt, so a run that lost its lease can
-- never overwrite what the server that settled the job recorded.
ALTER TABLE jobs ADD COLUMN attempt int NOT NULL DEFAULT 0;

-- Jobs the in-process runner left behind have no queue entry to settle them: nothing of theirs
-- was half written (a commit is one transaction), so they fail and can be retried. Versions
-- first: a commit still running holds its version locked, and this waits for it to end.
UPDATE census_versions SET status = 'validated', failure = 'interrupted by an upgrade; nothing was changed'
 WHERE status = 'committing';
UPDATE jobs SET status = 'failed', message = 'Failed', finished_at = now(),
       error = 'interrupted by an upgrade; nothing was changed'
 WHERE status IN ('queued', 'running');

-- One commit per group at a time: a second one is refused (409) instead of queueing behind
-- the first one's lock on the group.
CREATE UNIQUE INDEX census_versions_one_committing ON census_versions (group_id) WHERE status = 'committing';
