//! Background jobs across servers: leases, recovery of a job whose server died, one commit per
//! group, the daily clean-up and schedules that run once however many servers are up. Two
//! servers here are two app instances (each with its own background) on one database.

use std::time::{Duration, Instant};

use crate::common::census::*;
use crate::common::*;
use platform::jobs::cleanup::RETENTION;
use platform::jobs::schedules::{Schedule, Scheduled};
use serde_json::json as j;
use uuid::Uuid;

const CSV: &str = "Employee ID,Last Name,First Name,DOB,Gender,Zip,Relationship,Medical Tier,Salary
E1,Lopez,Maria,1984-04-12,F,80202,Employee,EE,72000
E2,Smith,John,1990-01-15,M,80203,Employee,EE,58000
";

const CSV_2: &str =
    "Employee ID,Last Name,First Name,DOB,Gender,Zip,Relationship,Medical Tier,Salary
E3,Nguyen,Thao,1979-07-04,F,80204,Employee,EE,91000
";

async fn new_group(app: &TestApp, cookie: &str, name: &str) -> String {
    let group = json(
        app.post(
            SUMMIT,
            Some(cookie),
            "/api/groups",
            j!({ "name": name, "zip": "80202" }),
        )
        .await,
    )
    .await;
    group["id"].as_str().unwrap().to_string()
}

/// An uploaded, mapped and error-free import, waiting to be committed.
async fn checked_import(app: &TestApp, cookie: &str, group: &str, csv: &str) -> String {
    let import =
        json(upload(app, cookie, group, "census.csv", csv.as_bytes().to_vec()).await).await;
    let id = import["id"].as_str().unwrap().to_string();
    let path = format!("/api/census-imports/{id}/mapping");
    let checked = json(
        catalogue::send(
            app,
            cookie,
            "PUT",
            &path,
            j!({ "columns": mapping_of(&import) }),
        )
        .await,
    )
    .await;
    assert_eq!(checked["counts"]["errors"], 0, "{}", checked["issues"]);
    id
}

async fn commit(app: &TestApp, cookie: &str, import: &str) -> poem::test::TestResponse {
    app.post(
        SUMMIT,
        Some(cookie),
        &format!("/api/census-imports/{import}/commit"),
        j!({}),
    )
    .await
}

async fn summit_schema(pool: &sqlx::PgPool) -> String {
    sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
        .fetch_one(pool)
        .await
        .unwrap()
}

/// The queue's task for a job: its id and state.
async fn task_of(pool: &sqlx::PgPool, job: &str) -> (Uuid, String) {
    sqlx::query_as("SELECT id, state::text FROM underway.task WHERE input->>'job_id' = $1")
        .bind(job)
        .fetch_one(pool)
        .await
        .unwrap()
}

/// How many runs started the job (its fencing token).
async fn attempts(pool: &sqlx::PgPool, schema: &str, job: &str) -> i32 {
    sqlx::query_scalar(&format!(
        "SELECT attempt FROM {schema}.jobs WHERE id = $1::uuid"
    ))
    .bind(job)
    .fetch_one(pool)
    .await
    .unwrap()
}

async fn wait_until_job<F: Fn(&serde_json::Value) -> bool>(
    app: &TestApp,
    cookie: &str,
    job: &str,
    what: &str,
    done: F,
) -> serde_json::Value {
    let start = Instant::now();
    loop {
        let j = json(
            app.get(SUMMIT, Some(cookie), &format!("/api/jobs/{job}"))
                .await,
        )
        .await;
        if done(&j) {
            return j;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "job {job} never {what}: {j}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Holds a group the way a long commit does (requests may still refer to it).
async fn hold_group(
    pool: &sqlx::PgPool,
    schema: &str,
    group: &str,
) -> sqlx::Transaction<'static, sqlx::Postgres> {
    let mut tx = pool.begin().await.unwrap();
    sqlx::query(&format!(
        "SELECT 1 FROM {schema}.groups WHERE id = $1::uuid FOR NO KEY UPDATE"
    ))
    .bind(group)
    .execute(&mut *tx)
    .await
    .unwrap();
    tx
}

async fn wait_for_task(pool: &sqlx::PgPool, job: &str, state: &str) {
    let start = Instant::now();
    while task_of(pool, job).await.1 != state {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the task of job {job} never became {state}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn roster_total(app: &TestApp, cookie: &str, group: &str) -> i64 {
    json(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/employees?group_id={group}"),
        )
        .await,
    )
    .await["total"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn a_job_leased_by_one_server_is_left_alone_by_another_starting_up() {
    let a = seeded_app().await;
    let owner = a
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let schema = summit_schema(&a.pool).await;
    let gid = new_group(&a, &owner, "Long Commit Co").await;
    let import = checked_import(&a, &owner, &gid, CSV).await;

    // The commit on A waits for the group (held here), so it stays running under A's lease.
    let blocker = hold_group(&a.pool, &schema, &gid).await;
    let resp = commit(&a, &owner, &import).await;
    assert_eq!(resp.0.status(), 202);
    let job = json(resp).await["job_id"].as_str().unwrap().to_string();
    wait_until_job(&a, &owner, &job, "ran", |j| j["status"] == "running").await;

    // B starts (migrations and all) while A's commit runs, and keeps polling for three leases.
    platform::db::migrate(&a.pool).await.unwrap();
    let b = app_on(a.pool.clone(), false).await;
    tokio::time::sleep(Duration::from_secs(3 * a.state.config.job_lease_secs)).await;
    let seen = json(
        b.get(SUMMIT, Some(&owner), &format!("/api/jobs/{job}"))
            .await,
    )
    .await;
    assert_eq!(
        seen["status"], "running",
        "B failed or took A's job: {seen}"
    );
    assert_eq!(task_of(&a.pool, &job).await.1, "in_progress");
    assert_eq!(
        attempts(&a.pool, &schema, &job).await,
        1,
        "one run only: B never ran A's job"
    );
    let version = json(
        b.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{import}"),
        )
        .await,
    )
    .await;
    assert_eq!(version["status"], "committing");

    // A's commit goes on and succeeds, once.
    blocker.rollback().await.unwrap();
    let done = wait_for_job(&b, &owner, &job).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(done["result"]["adds"], 2);
    assert_eq!(attempts(&a.pool, &schema, &job).await, 1);
    assert_eq!(roster_total(&b, &owner, &gid).await, 2);
}

#[tokio::test]
async fn a_job_whose_server_died_is_failed_by_another_server_and_can_be_retried() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    // A accepts the commit; its worker is about to die with it.
    let a = app_with(db.pool.clone(), test_config(false), None).await;
    let owner = a
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let schema = summit_schema(&db.pool).await;
    let gid = new_group(&a, &owner, "Killed Mid-Commit Inc").await;
    let import = checked_import(&a, &owner, &gid, CSV).await;
    let resp = commit(&a, &owner, &import).await;
    assert_eq!(resp.0.status(), 202);
    let job = json(resp).await["job_id"].as_str().unwrap().to_string();
    let (task, state) = task_of(&db.pool, &job).await;
    assert_eq!(state, "pending");

    // What `kill -9` of A mid-commit leaves: the task taken with one attempt and a heartbeat
    // that stopped a minute ago, the job running at 40 %, the commit's transaction rolled back.
    sqlx::query("UPDATE underway.task SET state = 'in_progress', last_attempt_at = now() - interval '1 minute', last_heartbeat_at = now() - interval '1 minute' WHERE id = $1")
        .bind(task)
        .execute(&db.pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO underway.task_attempt (task_id, task_queue_name, state, attempt_number) VALUES ($1, 'census_commit', 'in_progress', 1)")
        .bind(task)
        .execute(&db.pool)
        .await
        .unwrap();
    sqlx::query(&format!("UPDATE {schema}.jobs SET status = 'running', attempt = 1, started_at = now(), done = 40, total = 100, message = 'Loading the rows' WHERE id = $1::uuid"))
        .bind(&job)
        .execute(&db.pool)
        .await
        .unwrap();

    // B is running (no restart of anything): it finds the lease expired and settles the job.
    let b = app_on(db.pool.clone(), false).await;
    let failed = wait_until_job(&b, &owner, &job, "failed", |j| j["status"] == "failed").await;
    assert!(
        failed["error"].as_str().unwrap().contains("interrupted"),
        "{failed}"
    );
    assert!(failed["finished_at"].is_string(), "{failed}");
    let version = json(
        b.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{import}"),
        )
        .await,
    )
    .await;
    assert_eq!(
        version["status"], "validated",
        "the import waits to be committed again: {version}"
    );
    assert_eq!(
        roster_total(&b, &owner, &gid).await,
        0,
        "nothing was half written"
    );
    wait_for_task(&db.pool, &job, "succeeded").await;

    // Retry from the API: a new job, run by B, commits the import.
    let retried = b
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/jobs/{job}/retry"),
            j!({}),
        )
        .await;
    assert_eq!(retried.0.status(), 202);
    let again = json(retried).await["id"].as_str().unwrap().to_string();
    let done = wait_for_job(&b, &owner, &again).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(roster_total(&b, &owner, &gid).await, 2);
    drop(a);
}

#[tokio::test]
async fn a_job_stranded_with_no_attempt_left_is_failed_by_the_sweep() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let a = app_with(db.pool.clone(), test_config(false), None).await;
    let owner = a
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let schema = summit_schema(&db.pool).await;
    let gid = new_group(&a, &owner, "Out Of Attempts LLC").await;
    let import = checked_import(&a, &owner, &gid, CSV).await;
    let job = json(commit(&a, &owner, &import).await).await["job_id"]
        .as_str()
        .unwrap()
        .to_string();
    let (task, _) = task_of(&db.pool, &job).await;
    // Its last attempt was running when its server died; the queue will not hand it on.
    sqlx::query("UPDATE underway.task SET state = 'in_progress', last_heartbeat_at = now() - interval '1 minute' WHERE id = $1")
        .bind(task)
        .execute(&db.pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO underway.task_attempt (task_id, task_queue_name, state, attempt_number)
         SELECT $1, 'census_commit', CASE WHEN n = 3 THEN 'in_progress' ELSE 'failed' END::underway.task_state, n FROM generate_series(1, 3) n",
    )
    .bind(task)
    .execute(&db.pool)
    .await
    .unwrap();
    sqlx::query(&format!("UPDATE {schema}.jobs SET status = 'running', attempt = 3, started_at = now() WHERE id = $1::uuid")).bind(&job).execute(&db.pool).await.unwrap();

    // While someone holds its lock (its run is alive after all), the sweep leaves it alone.
    let mut holder = db.pool.begin().await.unwrap();
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1::text))")
        .bind(task)
        .execute(&mut *holder)
        .await
        .unwrap();
    assert_eq!(
        platform::jobs::runner::sweep(&a.state, &db.pool)
            .await
            .unwrap(),
        0
    );
    assert_eq!(task_of(&db.pool, &job).await.1, "in_progress");
    holder.rollback().await.unwrap();

    // Then another server's sweep ends it, and the job fails cleanly, retryable.
    let b = app_on(db.pool.clone(), false).await;
    let failed = wait_until_job(&b, &owner, &job, "failed", |j| j["status"] == "failed").await;
    assert!(
        failed["error"].as_str().unwrap().contains("interrupted"),
        "{failed}"
    );
    assert_eq!(task_of(&db.pool, &job).await.1, "failed");
    let retried = b
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/jobs/{job}/retry"),
            j!({}),
        )
        .await;
    assert_eq!(retried.0.status(), 202);
    let again = json(retried).await["id"].as_str().unwrap().to_string();
    assert_eq!(
        wait_for_job(&b, &owner, &again).await["status"],
        "succeeded"
    );
}

#[tokio::test]
async fn two_commits_of_one_group_at_once_one_runs_and_the_other_gets_409() {
    let a = seeded_app().await;
    let owner = a
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let b = app_on(a.pool.clone(), false).await;
    let schema = summit_schema(&a.pool).await;
    let gid = new_group(&a, &owner, "Race Condition Ltd").await;
    let first = checked_import(&a, &owner, &gid, CSV).await;
    let second = checked_import(&b, &owner, &gid, CSV_2).await;

    // Both at once, on two servers, while a third server starts up; the group is held so that
    // neither commit can finish before the other is asked for.
    let blocker = hold_group(&a.pool, &schema, &gid).await;
    let (on_a, on_b, _c) = tokio::join!(
        commit(&a, &owner, &first),
        commit(&b, &owner, &second),
        app_on(a.pool.clone(), false)
    );
    blocker.rollback().await.unwrap();
    let (status_a, status_b) = (on_a.0.status().as_u16(), on_b.0.status().as_u16());
    let mut statuses = [status_a, status_b];
    statuses.sort();
    assert_eq!(statuses, [202, 409], "never a 500");
    let (accepted, refused, app, later) = if status_a == 202 {
        (on_a, on_b, &b, &second)
    } else {
        (on_b, on_a, &a, &first)
    };
    let body = error_body(refused, 409, ErrorCode::Conflict).await;
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("being committed"),
        "{body}"
    );
    let job = json(accepted).await["job_id"].as_str().unwrap().to_string();
    assert_eq!(wait_for_job(app, &owner, &job).await["status"], "succeeded");

    // Once the first is done, the other one commits.
    let resp = commit(app, &owner, later).await;
    assert_eq!(resp.0.status(), 202);
    let job = json(resp).await["job_id"].as_str().unwrap().to_string();
    assert_eq!(wait_for_job(app, &owner, &job).await["status"], "succeeded");
    let versions = json(
        a.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/census"))
            .await,
    )
    .await;
    let mut numbers: Vec<i64> = versions
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v["number"].as_i64())
        .collect();
    numbers.sort();
    assert_eq!(numbers, [1, 2], "both committed, one after the other");
}

#[tokio::test]
async fn the_clean_up_deletes_exactly_what_is_past_retention() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let pool = &db.pool;
    let user: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE email = 'dana@summit.example'")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(
        (
            RETENTION.revoked_sessions,
            RETENTION.spent_email_tokens,
            RETENTION.signin_throttles,
            RETENTION.rate_events,
            RETENTION.sent_mail_bodies
        ),
        (30, 7, 2, 1, 30)
    );

    // (what, kept?) for each row, stamped relative to now.
    let sessions = [
        ("now() + interval '1 day'", "NULL", true),     // live
        ("now() - interval '1 minute'", "NULL", false), // expired
        (
            "now() + interval '1 day'",
            "now() - interval '31 days'",
            false,
        ), // revoked long ago
        (
            "now() + interval '1 day'",
            "now() - interval '29 days'",
            true,
        ), // revoked recently
    ];
    let mut kept_sessions = Vec::new();
    for (expires, revoked, kept) in sessions {
        let id: Uuid = sqlx::query_scalar(&format!(
            "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES ($1, $2, now() - interval '60 days', {expires}, {revoked}) RETURNING id"
        ))
        .bind(Uuid::new_v4().as_bytes().to_vec())
        .bind(user)
        .fetch_one(pool)
        .await
        .unwrap();
        if kept {
            kept_sessions.push(id);
        }
    }
    let tokens = [
        (
            "8 days",
            "now() - interval '8 days'",
            "now() - interval '7 days'",
            false,
        ), // used, old
        ("8 days", "NULL", "now() - interval '7 days'", false), // expired, old
        (
            "6 days",
            "now() - interval '6 days'",
            "now() - interval '5 days'",
            true,
        ), // used, recent
        ("6 days", "NULL", "now() - interval '5 days'", true),  // expired, recent
        ("8 days", "NULL", "now() + interval '1 day'", true),   // neither used nor expired
    ];
    let mut kept_tokens = Vec::new();
    for (age, used, expires, kept) in tokens {
        let id: Uuid = sqlx::query_scalar(&format!(
            "INSERT INTO email_tokens (purpose, user_id, token_hash, created_at, expires_at, used_at)
             VALUES ('magic_link', $1, $2, now() - interval '{age}', {expires}, {used}) RETURNING id"
        ))
        .bind(user)
        .bind(Uuid::new_v4().as_bytes().to_vec())
        .fetch_one(pool)
        .await
        .unwrap();
        if kept {
            kept_tokens.push(id);
        }
    }
    for hours in [25, 23] {
        sqlx::query(&format!("INSERT INTO signin_throttle (email, ip, failures, last_at) VALUES ('old@example.com', '192.0.2.{hours}', 3, now() - interval '{hours} hours' - interval '1 day')")).execute(pool).await.unwrap();
        sqlx::query(&format!("INSERT INTO rate_events (bucket, key, at) VALUES ('email_ip', '192.0.2.1', now() - interval '{hours} hours')")).execute(pool).await.unwrap();
    }
    let mut mail = Vec::new();
    for (sent, created) in [
        ("now() - interval '31 days'", "now() - interval '31 days'"),
        ("now() - interval '29 days'", "now() - interval '29 days'"),
        ("NULL", "now() - interval '40 days'"),
    ] {
        let id: Uuid = sqlx::query_scalar(&format!(
            "INSERT INTO outbox (kind, to_email, from_name, subject, text_body, html_body, shown_text_body, shown_html_body, created_at, sent_at)
             VALUES ('test', 'someone@example.com', 'Summit', 'Hello', 'the text', '<p>the html</p>', 'the text', '<p>the html</p>', {created}, {sent}) RETURNING id"
        ))
        .fetch_one(pool)
        .await
        .unwrap();
        mail.push(id);
    }
    sqlx::query("INSERT INTO underway.task_queue (name) VALUES ('retention_test')")
        .execute(pool)
        .await
        .unwrap();
    for (state, days) in [
        ("succeeded", 15),
        ("failed", 15),
        ("succeeded", 13),
        ("pending", 40),
    ] {
        sqlx::query(&format!(
            "INSERT INTO underway.task (id, task_queue_name, input, state, created_at, updated_at, completed_at)
             VALUES (gen_random_uuid(), 'retention_test', '{{}}', '{state}', now() - interval '{days} days', now() - interval '{days} days',
                     CASE WHEN '{state}' = 'pending' THEN NULL ELSE now() - interval '{days} days' END)"
        ))
        .execute(pool)
        .await
        .unwrap();
    }
    let count = |table: &'static str| async move {
        sqlx::query_scalar::<_, i64>(&format!("SELECT count(*) FROM {table}"))
            .fetch_one(pool)
            .await
            .unwrap()
    };
    let before = [
        count("sessions").await,
        count("email_tokens").await,
        count("signin_throttle").await,
        count("rate_events").await,
        count("underway.task").await,
    ];

    let mut tx = pool.begin().await.unwrap();
    let swept = platform::jobs::queries::sweep(&mut tx, RETENTION)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(
        swept,
        platform::jobs::queries::Swept {
            sessions: 2,
            email_tokens: 2,
            signin_throttles: 1,
            rate_events: 1,
            outbox_bodies: 1,
            queue_tasks: 2,
            unsettled_files: 0
        }
    );
    let after = [
        count("sessions").await,
        count("email_tokens").await,
        count("signin_throttle").await,
        count("rate_events").await,
        count("underway.task").await,
    ];
    assert_eq!(
        after,
        [
            before[0] - 2,
            before[1] - 2,
            before[2] - 1,
            before[3] - 1,
            before[4] - 2
        ],
        "nothing else went"
    );
    let sessions_left: Vec<Uuid> = sqlx::query_scalar("SELECT id FROM sessions WHERE id = ANY($1)")
        .bind(&kept_sessions)
        .fetch_all(pool)
        .await
        .unwrap();
    assert_eq!(sessions_left.len(), kept_sessions.len());
    let tokens_left: Vec<Uuid> =
        sqlx::query_scalar("SELECT id FROM email_tokens WHERE id = ANY($1)")
            .bind(&kept_tokens)
            .fetch_all(pool)
            .await
            .unwrap();
    assert_eq!(tokens_left.len(), kept_tokens.len());
    let youngest_attempt: bool = sqlx::query_scalar("SELECT bool_and(last_at > now() - interval '2 days') FROM signin_throttle WHERE email = 'old@example.com'").fetch_one(pool).await.unwrap();
    assert!(youngest_attempt);
    let outbox: Vec<(Uuid, String, String, String, String, bool)> = sqlx::query_as(
        "SELECT id, to_email, subject, text_body || shown_text_body, html_body || shown_html_body, sent_at IS NOT NULL FROM outbox WHERE id = ANY($1)",
    )
    .bind(&mail)
    .fetch_all(pool)
    .await
    .unwrap();
    for (id, to, subject, text, html, sent) in outbox {
        assert_eq!(
            (to.as_str(), subject.as_str()),
            ("someone@example.com", "Hello"),
            "the row is kept"
        );
        let blanked = id == mail[0];
        assert_eq!(
            (text.is_empty(), html.is_empty()),
            (blanked, blanked),
            "{id}: sent {sent}"
        );
    }
    let tasks: Vec<String> = sqlx::query_scalar("SELECT state::text FROM underway.task WHERE task_queue_name = 'retention_test' ORDER BY state::text").fetch_all(pool).await.unwrap();
    assert_eq!(tasks, ["pending", "succeeded"]);

    // A second run finds nothing more.
    let mut tx = pool.begin().await.unwrap();
    assert_eq!(
        platform::jobs::queries::sweep(&mut tx, RETENTION)
            .await
            .unwrap(),
        Default::default()
    );
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn a_schedule_runs_once_per_tick_with_two_servers_up() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    // The clean-up every two seconds instead of daily.
    let settings = platform::jobs::runner::Settings {
        schedules: vec![Schedule {
            job: Scheduled::Cleanup,
            cron: "*/2 * * * * *".into(),
            time_zone: "UTC",
        }],
        ..job_settings()
    };
    let started = chrono::Utc::now();
    let mut a = app_with(db.pool.clone(), test_config(false), Some(settings.clone())).await;
    let b = app_with(db.pool.clone(), test_config(false), Some(settings)).await;
    tokio::time::sleep(Duration::from_secs(7)).await;

    async fn runs(pool: &sqlx::PgPool) -> Vec<(chrono::DateTime<chrono::Utc>, String)> {
        sqlx::query_as("SELECT created_at, state::text FROM underway.task WHERE task_queue_name = 'cleanup' ORDER BY created_at").fetch_all(pool).await.unwrap()
    }
    let once_per_tick = |runs: &[(chrono::DateTime<chrono::Utc>, String)],
                         since: chrono::DateTime<chrono::Utc>| {
        let ticks = (chrono::Utc::now() - since).num_seconds() / 2 + 1;
        assert!(
            !runs.is_empty() && runs.len() as i64 <= ticks,
            "{} runs in {ticks} ticks: {runs:?}",
            runs.len()
        );
        for pair in runs.windows(2) {
            assert!(
                pair[1].0 - pair[0].0 >= chrono::Duration::milliseconds(1500),
                "two runs for one tick: {runs:?}"
            );
        }
    };
    let first = runs(&db.pool).await;
    assert!(first.len() >= 2, "{first:?}");
    once_per_tick(&first, started);
    assert!(
        first[..first.len() - 1]
            .iter()
            .all(|(_, state)| state == "succeeded"),
        "{first:?}"
    );

    // The server running the schedule stops: the other takes it over, still once per tick.
    a.background
        .take()
        .unwrap()
        .stop(Duration::from_secs(5))
        .await;
    let stopped = chrono::Utc::now();
    tokio::time::sleep(Duration::from_secs(6)).await;
    let all = runs(&db.pool).await;
    let later: Vec<_> = all
        .iter()
        .filter(|(at, _)| *at > stopped)
        .cloned()
        .collect();
    assert!(
        !later.is_empty(),
        "the schedule stopped with its server: {all:?}"
    );
    once_per_tick(&all, started);
    drop(b);
}

#[tokio::test]
async fn the_queue_migrates_from_nothing_twice_at_once_and_again() {
    let db = test_db().await;
    // As on a database that never had the queue: its schema (and its migration history) gone.
    sqlx::query("DROP SCHEMA underway CASCADE")
        .execute(&db.pool)
        .await
        .unwrap();
    let other = platform::db::connect(&db.url, 2).await.unwrap();
    let (first, second) = tokio::join!(
        platform::db::migrate(&db.pool),
        platform::db::migrate(&other)
    );
    first.unwrap();
    second.unwrap();
    platform::db::migrate(&db.pool).await.unwrap();
    let tables: Vec<String> = sqlx::query_scalar("SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'underway' ORDER BY 1")
        .fetch_all(&db.pool)
        .await
        .unwrap();
    assert_eq!(
        tables,
        [
            "_sqlx_migrations",
            "task",
            "task_attempt",
            "task_queue",
            "task_schedule"
        ]
    );
    let agency_tables: i64 = sqlx::query_scalar("SELECT count(*) FROM information_schema.tables WHERE table_schema LIKE 'agency\\_%' AND table_name LIKE 'task%'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(
        agency_tables, 0,
        "the queue's tables live in their own schema only"
    );
    // And the app runs on it.
    platform::seed::seed(&db.pool).await.unwrap();
    let app = app_on(db.pool.clone(), false).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = new_group(&app, &owner, "Fresh Queue Co").await;
    import_census(&app, &owner, &gid, CSV).await;
}
