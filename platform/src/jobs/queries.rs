use crate::vocabulary::JobStatus;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::list::{ListQuery, SortFields};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct JobRow {
    pub id: Uuid,
    pub kind: String,
    pub status: JobStatus,
    pub group_id: Option<Uuid>,
    pub group_name: Option<String>,
    pub subject_id: Option<Uuid>,
    pub done: i32,
    pub total: i32,
    pub message: String,
    pub result: Option<serde_json::Value>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

const SELECT: &str = "SELECT j.id, j.kind, j.status, j.group_id, g.name AS group_name, j.subject_id, j.done, j.total, j.message,
        j.result, j.error, j.created_at, j.started_at, j.finished_at
     FROM jobs j LEFT JOIN groups g ON g.id = j.group_id";

pub async fn create(
    tx: &mut TenantTx,
    kind: &str,
    group_id: Option<Uuid>,
    subject_id: Option<Uuid>,
    created_by: Uuid,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar("INSERT INTO jobs (kind, group_id, subject_id, created_by, message) VALUES ($1, $2, $3, $4, 'Waiting to start') RETURNING id")
        .bind(kind)
        .bind(group_id)
        .bind(subject_id)
        .bind(created_by)
        .fetch_one(tx.conn())
        .await
}

pub async fn get(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<JobRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE j.id = $1 AND ($2::uuid IS NULL OR j.group_id = $2)"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

pub const SORT_FIELDS: SortFields = &[
    ("created_at", "j.created_at"),
    ("status", "j.status"),
    ("kind", "j.kind"),
];

pub async fn list(
    tx: &mut TenantTx,
    query: &ListQuery,
    status: Option<&str>,
    scope: Option<Uuid>,
) -> Result<(Vec<JobRow>, i64), sqlx::Error> {
    let filter =
        "WHERE ($1::text IS NULL OR j.status = $1) AND ($2::uuid IS NULL OR j.group_id = $2)";
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM jobs j {filter}"))
        .bind(status)
        .bind(scope)
        .fetch_one(tx.conn())
        .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {filter} ORDER BY {} LIMIT $3 OFFSET $4",
        query.order_by("j.id")
    ))
    .bind(status)
    .bind(scope)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(tx.conn())
    .await?;
    Ok((rows, total))
}

/// One run of a job: the job and the attempt that started it. A run writes progress and an
/// outcome only while the job is `running` under its attempt (a fencing token), so a run that
/// lost its lease cannot overwrite what another server recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lease {
    pub job_id: Uuid,
    pub attempt: i32,
}

/// What a worker found when it came to run a job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// The job was queued and now runs under this lease.
    Started(Lease),
    /// The job is `running` but its run is gone: its server stopped (the queue handed the job
    /// on only because that server's lease expired).
    Interrupted,
    /// The job already has its outcome.
    Finished,
    /// The job no longer exists (its group was deleted).
    Missing,
}

/// Marks a queued job running under a new attempt.
pub async fn start(pool: &PgPool, agency: &Agency, job_id: Uuid) -> Result<Start, sqlx::Error> {
    let mut tx = TenantTx::begin(pool, agency).await.map_err(tenant_error)?;
    let attempt: Option<i32> = sqlx::query_scalar(
        "UPDATE jobs SET status = 'running', attempt = attempt + 1, started_at = coalesce(started_at, now()), message = 'Starting'
         WHERE id = $1 AND status = 'queued' RETURNING attempt",
    )
    .bind(job_id)
    .fetch_optional(tx.conn())
    .await?;
    let found = match attempt {
        Some(attempt) => Start::Started(Lease { job_id, attempt }),
        None => {
            let status: Option<String> =
                sqlx::query_scalar("SELECT status FROM jobs WHERE id = $1")
                    .bind(job_id)
                    .fetch_optional(tx.conn())
                    .await?;
            match status.as_deref() {
                None => Start::Missing,
                Some("running") => Start::Interrupted,
                Some(_) => Start::Finished,
            }
        }
    };
    tx.commit().await.map_err(tenant_error)?;
    Ok(found)
}

/// Progress is written in a transaction of its own, so watchers see it while the job's work
/// is still uncommitted.
pub async fn progress(
    pool: &PgPool,
    agency: &Agency,
    lease: Lease,
    done: i32,
    total: i32,
    message: &str,
) -> Result<(), sqlx::Error> {
    let mut tx = TenantTx::begin(pool, agency).await.map_err(tenant_error)?;
    sqlx::query("UPDATE jobs SET done = $3, total = $4, message = $5 WHERE id = $1 AND status = 'running' AND attempt = $2")
        .bind(lease.job_id)
        .bind(lease.attempt)
        .bind(done)
        .bind(total)
        .bind(message)
        .execute(tx.conn())
        .await?;
    tx.commit().await.map_err(tenant_error)
}

/// Whether the run still holds its job, read inside the transaction doing its work.
pub async fn holds(tx: &mut TenantTx, lease: Lease) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM jobs WHERE id = $1 AND status = 'running' AND attempt = $2)",
    )
    .bind(lease.job_id)
    .bind(lease.attempt)
    .fetch_one(tx.conn())
    .await
}

/// Records success in the transaction that did the work, so the outcome commits with it.
pub async fn succeed(
    tx: &mut TenantTx,
    lease: Lease,
    result: serde_json::Value,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE jobs SET status = 'succeeded', done = total, message = 'Done', result = $3, error = NULL, finished_at = now()
         WHERE id = $1 AND status = 'running' AND attempt = $2",
    )
    .bind(lease.job_id)
    .bind(lease.attempt)
    .bind(result)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Which unfinished job [`fail`] may fail.
#[derive(Debug, Clone, Copy)]
pub enum Failing {
    /// The run under this lease failed.
    Run(Lease),
    /// The run of a `running` job was lost with its server.
    Interrupted,
    /// A job the queue gave up on, whether it started or not.
    Abandoned,
}

/// Fails an unfinished job, and hands a census import it was committing back to be committed
/// again. The group is locked first, as the commit does: this waits for a commit of the group
/// still writing, and then finds the job finished if that commit won. Whether it failed it.
pub async fn fail(
    pool: &PgPool,
    agency: &Agency,
    job_id: Uuid,
    which: Failing,
    error: &str,
) -> Result<bool, sqlx::Error> {
    let (statuses, attempt): (&[&str], Option<i32>) = match which {
        Failing::Run(lease) => (&["running"], Some(lease.attempt)),
        Failing::Interrupted => (&["running"], None),
        Failing::Abandoned => (&["queued", "running"], None),
    };
    let mut tx = TenantTx::begin(pool, agency).await.map_err(tenant_error)?;
    let job: Option<(String, String, Option<Uuid>, Option<Uuid>)> =
        sqlx::query_as("SELECT kind, status, group_id, subject_id FROM jobs WHERE id = $1")
            .bind(job_id)
            .fetch_optional(tx.conn())
            .await?;
    let Some((kind, _, group_id, subject_id)) =
        job.filter(|(_, status, ..)| statuses.contains(&status.as_str()))
    else {
        return Ok(false);
    };
    if let Some(group_id) = group_id {
        crate::census::queries::lock_group(&mut tx, group_id).await?;
    }
    let failed = sqlx::query(
        "UPDATE jobs SET status = 'failed', message = 'Failed', error = $4, finished_at = now()
         WHERE id = $1 AND status = ANY($2) AND ($3::int IS NULL OR attempt = $3)",
    )
    .bind(job_id)
    .bind(statuses)
    .bind(attempt)
    .bind(error)
    .execute(tx.conn())
    .await?
    .rows_affected()
        == 1;
    if failed && kind == "census_commit" {
        if let Some(version_id) = subject_id {
            crate::census::queries::release_commit(&mut tx, version_id, error).await?;
        }
    }
    tx.commit().await.map_err(tenant_error)?;
    Ok(failed)
}

pub async fn queue_depth(tx: &mut TenantTx) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as("SELECT count(*) FILTER (WHERE status = 'queued'), count(*) FILTER (WHERE status = 'running') FROM jobs")
        .fetch_one(tx.conn())
        .await
}

/// Files kept for the agency: census files and documents, counted and summed.
pub async fn storage(tx: &mut TenantTx) -> Result<(i64, i64, i64, i64), sqlx::Error> {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM census_versions), (SELECT coalesce(sum(file_size), 0)::bigint FROM census_versions),
                (SELECT count(*) FROM documents), (SELECT coalesce(sum(size), 0)::bigint FROM documents)",
    )
    .fetch_one(tx.conn())
    .await
}

fn tenant_error(e: tenants::TenantError) -> sqlx::Error {
    match e {
        tenants::TenantError::Database(e) => e,
        other => sqlx::Error::Protocol(other.to_string()),
    }
}

// The queue's own tables (schema `underway`, maintained by the underway crate).

/// Runs the queue's migrations one server at a time: the crate creates its schema before its
/// migrator takes its lock, so two servers starting at once would race on `CREATE SCHEMA`.
pub async fn migrate_queue(pool: &PgPool) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('canopy.queue.migrations'))")
        .execute(&mut *tx)
        .await?;
    underway::run_migrations(&mut *tx).await?;
    tx.commit().await
}

/// A task the queue holds as running although its server stopped beating its heartbeat, and
/// that the queue will not hand on because no attempt is left.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StrandedTask {
    pub id: Uuid,
    pub task_queue_name: String,
    pub input: serde_json::Value,
}

/// Ends stranded tasks as failed, in the caller's transaction, and returns them. A task whose
/// runner still holds its lock (the one the queue's worker takes for a run) is left alone, so a
/// live run is never touched; nor is one another server is ending (`SKIP LOCKED`).
pub async fn end_stranded(
    conn: &mut sqlx::PgConnection,
    limit: i64,
) -> Result<Vec<StrandedTask>, sqlx::Error> {
    let stranded: Vec<StrandedTask> = sqlx::query_as(
        "WITH stale AS (
             SELECT t.id, t.task_queue_name FROM underway.task t
             WHERE t.state = 'in_progress'
               AND t.last_heartbeat_at < now() - t.heartbeat
               AND (t.retry_policy).max_attempts <= (SELECT count(*) FROM underway.task_attempt a
                                                      WHERE a.task_queue_name = t.task_queue_name AND a.task_id = t.id)
             ORDER BY t.last_heartbeat_at
             LIMIT $1
             FOR UPDATE SKIP LOCKED
         )
         SELECT t.id, t.task_queue_name, t.input FROM underway.task t JOIN stale USING (task_queue_name, id)
         WHERE pg_try_advisory_xact_lock(hashtext(coalesce(t.concurrency_key, t.id::text)))",
    )
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    for task in &stranded {
        sqlx::query(
            "UPDATE underway.task_attempt SET state = 'failed', updated_at = now(), completed_at = now(),
                    error_message = coalesce(error_message, 'the server running it stopped (its lease expired)')
             WHERE task_queue_name = $1 AND task_id = $2 AND state = 'in_progress'",
        )
        .bind(&task.task_queue_name)
        .bind(task.id)
        .execute(&mut *conn)
        .await?;
        sqlx::query("UPDATE underway.task SET state = 'failed', updated_at = now(), completed_at = now() WHERE task_queue_name = $1 AND id = $2")
            .bind(&task.task_queue_name)
            .bind(task.id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(stranded)
}

/// Tasks of `queues` the queue failed in the last day (out of attempts, or stranded): the jobs
/// they ran are settled from these.
pub async fn recently_failed(
    pool: &PgPool,
    queues: &[&str],
) -> Result<Vec<StrandedTask>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, task_queue_name, input FROM underway.task
         WHERE task_queue_name = ANY($1) AND state = 'failed' AND completed_at > now() - interval '1 day'
         ORDER BY completed_at LIMIT 200",
    )
    .bind(queues)
    .fetch_all(pool)
    .await
}

// Retention (the daily clean-up; the periods are in `cleanup.rs`).

/// What one clean-up removed (or, for sent mail, blanked).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Swept {
    pub sessions: u64,
    pub email_tokens: u64,
    pub signin_throttles: u64,
    pub rate_events: u64,
    pub outbox_bodies: u64,
    pub queue_tasks: u64,
    pub unsettled_files: usize,
}

/// Retention periods, in days (`cleanup::RETENTION`).
#[derive(Debug, Clone, Copy)]
pub struct Retention {
    pub revoked_sessions: i32,
    pub spent_email_tokens: i32,
    pub signin_throttles: i32,
    pub rate_events: i32,
    pub sent_mail_bodies: i32,
    pub finished_queue_tasks: i32,
}

pub async fn sweep(conn: &mut sqlx::PgConnection, keep: Retention) -> Result<Swept, sqlx::Error> {
    let sessions = sqlx::query("DELETE FROM sessions WHERE expires_at < now() OR revoked_at < now() - make_interval(days => $1)")
        .bind(keep.revoked_sessions)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    let email_tokens = sqlx::query(
        "DELETE FROM email_tokens WHERE (used_at IS NOT NULL OR expires_at < now()) AND created_at < now() - make_interval(days => $1)",
    )
    .bind(keep.spent_email_tokens)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let signin_throttles = sqlx::query(
        "DELETE FROM signin_throttle WHERE last_at < now() - make_interval(days => $1)",
    )
    .bind(keep.signin_throttles)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let rate_events =
        sqlx::query("DELETE FROM rate_events WHERE at < now() - make_interval(days => $1)")
            .bind(keep.rate_events)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    let outbox_bodies = sqlx::query(
        "UPDATE outbox SET text_body = '', html_body = '', shown_text_body = '', shown_html_body = ''
         WHERE sent_at < now() - make_interval(days => $1) AND (text_body <> '' OR html_body <> '' OR shown_text_body <> '' OR shown_html_body <> '')",
    )
    .bind(keep.sent_mail_bodies)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let queue_tasks = sqlx::query(
        "DELETE FROM underway.task
         WHERE state IN ('succeeded', 'failed', 'cancelled') AND coalesce(completed_at, updated_at) < now() - make_interval(days => $1)",
    )
    .bind(keep.finished_queue_tasks)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(Swept {
        sessions,
        email_tokens,
        signin_throttles,
        rate_events,
        outbox_bodies,
        queue_tasks,
        unsettled_files: 0,
    })
}
