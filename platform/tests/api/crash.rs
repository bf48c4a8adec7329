//! `kill -9` of a replica in the middle of long work, then a restart: nothing is half written,
//! the work is settled or taken over, nothing is written twice, and the audit log says what the
//! data says.

use std::time::{Duration, Instant};

use serde_json::json;
use uuid::Uuid;

use crate::common::replica::{canopy_bin, Deployment, Replica};
use crate::common::{test_db, TestDb, PASSWORD};

const SUMMIT: &str = "summit.localhost";

async fn seeded() -> TestDb {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    db
}

async fn summit_schema(db: &TestDb) -> String {
    sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
        .fetch_one(&db.pool)
        .await
        .unwrap()
}

/// Whether no other connection is inside a transaction (those of a killed server are gone).
const NO_TRANSACTION_IN_FLIGHT: &str = "SELECT $1::text = '' AND NOT EXISTS (SELECT 1 FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
       AND xact_start IS NOT NULL)";

/// Polls `sql` (one boolean, given `bind`) until it holds.
async fn until(db: &TestDb, what: &str, sql: &str, bind: &str, timeout: Duration) {
    let deadline = Instant::now() + timeout;
    loop {
        let holds: bool = sqlx::query_scalar(sql)
            .bind(bind)
            .fetch_one(&db.pool)
            .await
            .unwrap();
        if holds {
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn job_of(replica: &Replica, cookie: &str, job: &str) -> serde_json::Value {
    let a = replica
        .get(SUMMIT, &format!("/api/jobs/{job}"), Some(cookie))
        .await;
    assert_eq!(a.status, 200, "{:?}", a.body);
    a.body
}

async fn wait_for_job(replica: &Replica, cookie: &str, job: &str) -> serde_json::Value {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let j = job_of(replica, cookie, job).await;
        if j["status"] == "succeeded" || j["status"] == "failed" {
            return j;
        }
        assert!(Instant::now() < deadline, "job {job} did not end: {j}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn a_census_commit_killed_mid_way_leaves_nothing_and_commits_once_when_retried() {
    const EMPLOYEES: usize = 10_000;
    let db = seeded().await;
    let schema = summit_schema(&db).await;
    let deployment = Deployment::new(&db).await;
    let mut a = deployment.start("a").await;
    let owner = a.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    let group = a
        .post(
            SUMMIT,
            "/api/groups",
            Some(&owner),
            json!({ "name": "Crash Test Manufacturing", "zip": "80202" }),
        )
        .await;
    assert_eq!(group.status, 201, "{:?}", group.body);
    let group_id: Uuid = group.body["id"].as_str().unwrap().parse().unwrap();

    // A census of ten thousand employees (and their dependents), checked and mapped.
    let csv_path = deployment.var_dir.join("census.csv");
    std::fs::create_dir_all(&deployment.var_dir).unwrap();
    let generated = std::process::Command::new(canopy_bin())
        .args([
            "census-gen",
            "--employees",
            &EMPLOYEES.to_string(),
            "--seed",
            "7",
            "--out",
        ])
        .arg(&csv_path)
        .output()
        .unwrap();
    assert!(generated.status.success(), "{generated:?}");
    let import = a
        .upload(
            SUMMIT,
            &format!("/api/groups/{group_id}/census"),
            &owner,
            "census.csv",
            std::fs::read(&csv_path).unwrap(),
        )
        .await;
    assert_eq!(import.status, 201, "{:?}", import.body);
    let import_id = import.body["id"].as_str().unwrap().to_string();
    let columns: Vec<serde_json::Value> = import.body["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| json!({ "index": c["index"], "field": c["field"] }))
        .collect();
    let mapped = a
        .send(
            reqwest::Method::PUT,
            SUMMIT,
            &format!("/api/census-imports/{import_id}/mapping"),
            Some(&owner),
            None,
            Some(json!({ "columns": columns })),
        )
        .await;
    assert_eq!(mapped.status, 200, "{:?}", mapped.body);
    assert_eq!(
        mapped.body["counts"]["errors"], 0,
        "{}",
        mapped.body["issues"]
    );

    // The commit starts; once it is loading the rows, the server is killed.
    let commit = a
        .post(
            SUMMIT,
            &format!("/api/census-imports/{import_id}/commit"),
            Some(&owner),
            json!({}),
        )
        .await;
    assert_eq!(commit.status, 202, "{:?}", commit.body);
    let job = commit.body["job_id"].as_str().unwrap().to_string();
    until(
        &db,
        "the commit is loading the rows",
        &format!("SELECT EXISTS (SELECT 1 FROM {schema}.jobs WHERE id = $1::uuid AND status = 'running' AND done >= 40)"),
        &job,
        Duration::from_secs(60),
    )
    .await;
    a.kill();

    // Nothing of the commit is there: its transaction died with the server.
    let employees = || {
        let pool = db.pool.clone();
        let sql = format!("SELECT count(*) FROM {schema}.employees WHERE group_id = $1");
        async move {
            sqlx::query_scalar::<_, i64>(&sql)
                .bind(group_id)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let commits_audited = || {
        let pool = db.pool.clone();
        let sql = format!(
            "SELECT count(*) FROM {schema}.audit_log WHERE entity = 'census' AND action = 'commit' AND entity_id = $1"
        );
        let import_id = import_id.clone();
        async move {
            sqlx::query_scalar::<_, i64>(&sql)
                .bind(import_id)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    until(
        &db,
        "the killed server's transaction is gone",
        NO_TRANSACTION_IN_FLIGHT,
        "",
        Duration::from_secs(20),
    )
    .await;
    assert_eq!(employees().await, 0, "nothing half written");
    assert_eq!(commits_audited().await, 0);

    // Restarted, the server finds the run lost and fails it as interrupted; the import waits
    // to be committed again.
    let b = deployment.start("a-restarted").await;
    let failed = wait_for_job(&b, &owner, &job).await;
    assert_eq!(failed["status"], "failed", "{failed}");
    assert!(
        failed["error"].as_str().unwrap().contains("interrupted"),
        "{failed}"
    );
    let version = b
        .get(
            SUMMIT,
            &format!("/api/census-imports/{import_id}"),
            Some(&owner),
        )
        .await;
    assert_eq!(version.body["status"], "validated", "{:?}", version.body);
    assert_eq!(employees().await, 0);

    // Retried, it commits once: every employee once, one audit entry, one version.
    let retried = b
        .post(
            SUMMIT,
            &format!("/api/jobs/{job}/retry"),
            Some(&owner),
            json!({}),
        )
        .await;
    assert_eq!(retried.status, 202, "{:?}", retried.body);
    let again = retried.body["id"].as_str().unwrap().to_string();
    let done = wait_for_job(&b, &owner, &again).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(done["result"]["adds"], EMPLOYEES as i64, "{done}");
    assert_eq!(employees().await, EMPLOYEES as i64);
    assert_eq!(commits_audited().await, 1);
    let distinct: i64 = sqlx::query_scalar(&format!(
        "SELECT count(DISTINCT external_id) FROM {schema}.employees WHERE group_id = $1"
    ))
    .bind(group_id)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(distinct, EMPLOYEES as i64, "no employee twice");
    let versions: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.census_versions WHERE group_id = $1 AND status = 'committed'"
    ))
    .bind(group_id)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(versions, 1);
}

/// Whether a statement of the served replicas waits on a lock the test holds.
const WAITING_ON_A_LOCK: &str = "SELECT $1::text = '' AND EXISTS (SELECT 1 FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock')";

/// Kills `server` while `asked` waits on the lock `holder` holds, then lets the lock go and
/// waits until the killed server's transaction has ended: nothing of it can commit.
async fn kill_while_waiting(
    db: &TestDb,
    what: &str,
    server: &mut Replica,
    asked: tokio::task::JoinHandle<Result<reqwest::Response, reqwest::Error>>,
    holder: sqlx::Transaction<'static, sqlx::Postgres>,
) {
    until(db, what, WAITING_ON_A_LOCK, "", Duration::from_secs(60)).await;
    server.kill();
    assert!(
        asked.await.unwrap().is_err(),
        "the request died with the server"
    );
    holder.rollback().await.unwrap();
    until(
        db,
        "the killed server's transaction is gone",
        NO_TRANSACTION_IN_FLIGHT,
        "",
        Duration::from_secs(20),
    )
    .await;
}

#[tokio::test]
async fn an_834_killed_while_it_is_written_leaves_no_file_and_no_control_number_used() {
    let db = seeded().await;
    let schema = summit_schema(&db).await;
    let mut deployment = Deployment::new(&db).await;

    // A group of 3,000 employees in implementation, enrolled, its carriers' checklists started.
    let seeded = std::process::Command::new(canopy_bin())
        .args(["seed-bench-implementation", "--employees", "3000"])
        .env("DATABASE_URL", &deployment.direct_url)
        .env("CANOPY_SECRET_KEY", &deployment.secret_key)
        .env("CANOPY_VAR_DIR", &deployment.var_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(seeded.status.success(), "{seeded:?}");
    let seeded: serde_json::Value = serde_json::from_slice(&seeded.stdout).unwrap();
    let implementation = seeded["implementations"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();

    let mut a = deployment.start("a").await;
    let owner = a.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    let path = format!("/api/implementations/{implementation}/files");
    let full = json!({ "format": "x12_834", "purpose": "full" });
    let files = || {
        let pool = db.pool.clone();
        let sql = format!(
            "SELECT count(*), count(DISTINCT document_id), coalesce(max(interchange_control), 0),
                    (SELECT count(*) FROM {schema}.audit_log WHERE entity = 'carrier_file' AND action = 'generate'),
                    (SELECT coalesce(max(s.last_interchange), 0) FROM {schema}.carrier_edi_settings s)
             FROM {schema}.carrier_files WHERE implementation_id = $1::uuid"
        );
        let implementation = implementation.clone();
        async move {
            sqlx::query_as::<_, (i64, i64, i32, i64, i32)>(&sql)
                .bind(implementation)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let before = files().await;
    assert_eq!((before.0, before.3), (0, 0));

    // The full file is written, its control number taken and the file stored, when its
    // document waits on a lock the test holds on the group: the server is killed there.
    let mut holder = db.pool.begin().await.unwrap();
    sqlx::query(&format!(
        "SELECT 1 FROM {schema}.groups g JOIN {schema}.carrier_implementations ci ON ci.group_id = g.id
         WHERE ci.id = $1::uuid FOR UPDATE OF g"
    ))
    .bind(&implementation)
    .execute(&mut *holder)
    .await
    .unwrap();
    let asked = {
        let (path, full, owner) = (path.clone(), full.clone(), owner.clone());
        let http = a.http.clone();
        let url = a.url(SUMMIT, &path);
        tokio::spawn(async move {
            http.post(url)
                .header("x-canopy-csrf", "1")
                .header("cookie", owner)
                .header("content-type", "application/json")
                .body(full.to_string())
                .send()
                .await
        })
    };
    kill_while_waiting(
        &db,
        "the file's document waits on the group",
        &mut a,
        asked,
        holder,
    )
    .await;
    assert_eq!(
        files().await,
        before,
        "no file, no document, no audit entry, no control number used"
    );
    // The stored file that nothing refers to is still pending, and so found by the clean-up.
    let pending: Vec<String> = sqlx::query_scalar("SELECT key FROM public.pending_files")
        .fetch_all(&db.pool)
        .await
        .unwrap();
    assert_eq!(pending.len(), 1, "{pending:?}");
    let stray = deployment.var_dir.join("files").join(&pending[0]);
    assert!(stray.exists(), "{}", stray.display());

    // Restarted, the same request gives one file, under the next control number, audited once;
    // asked again with nothing changed, it is the same file. The clean-up, every two seconds
    // here, deletes the stray file once it has been pending for an hour.
    sqlx::query("UPDATE public.pending_files SET created_at = now() - interval '61 minutes'")
        .execute(&db.pool)
        .await
        .unwrap();
    deployment
        .env
        .push(("CANOPY_CRON_CLEANUP".into(), "*/2 * * * * *".into()));
    let b = deployment.start("a-restarted").await;
    let made = b.post(SUMMIT, &path, Some(&owner), full.clone()).await;
    assert_eq!(made.status, 200, "{:?}", made.body);
    let after = files().await;
    assert_eq!(after.0, 1, "one file: {after:?}");
    assert_eq!(after.1, 1, "one document: {after:?}");
    assert_eq!(after.3, 1, "one audit entry: {after:?}");
    assert_eq!(after.2, before.4 + 1, "the next control number: {after:?}");
    assert_eq!(
        after.4, after.2,
        "the carrier's counter matches the file: {after:?}"
    );
    let again = b.post(SUMMIT, &path, Some(&owner), full).await;
    assert_eq!(again.status, 200, "{:?}", again.body);
    assert_eq!(files().await, after);

    until(
        &db,
        "the clean-up has swept the stray file (and the kept one was settled as it was stored)",
        "SELECT NOT EXISTS (SELECT 1 FROM public.pending_files) AND $1 <> ''",
        &pending[0],
        Duration::from_secs(20),
    )
    .await;
    assert!(!stray.exists(), "{}", stray.display());
    let kept: String = sqlx::query_scalar(&format!(
        "SELECT d.file_key FROM {schema}.carrier_files f JOIN {schema}.documents d ON d.id = f.document_id"
    ))
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert!(
        deployment.var_dir.join("files").join(&kept).exists(),
        "the file a document refers to is kept"
    );
}

/// Delivers a Stripe event to a replica as Stripe would, signed now.
async fn deliver(
    http: reqwest::Client,
    url: String,
    event: serde_json::Value,
) -> Result<serde_json::Value, reqwest::Error> {
    let body = event.to_string();
    let header = crate::stripe::signature(
        &body,
        chrono::Utc::now().timestamp(),
        crate::stripe::WEBHOOK_SECRET,
    );
    let resp = http
        .post(url)
        .header("content-type", "application/json")
        .header("stripe-signature", header)
        .body(body)
        .send()
        .await?;
    assert_eq!(resp.status(), 200);
    Ok(serde_json::from_slice(&resp.bytes().await?).unwrap())
}

#[tokio::test]
async fn a_batch_of_stripe_events_cut_by_a_kill_is_applied_once_when_stripe_delivers_again() {
    let standin = crate::stripe::start_standin();
    let db = seeded().await;
    let schema = summit_schema(&db).await;
    crate::stripe::start_on_a_trial_with_stripe_prices(&db.pool).await;
    let mut deployment = Deployment::new(&db).await;
    deployment.env.extend([
        ("STRIPE_SECRET_KEY".into(), crate::stripe::API_KEY.into()),
        (
            "STRIPE_WEBHOOK_SECRET".into(),
            crate::stripe::WEBHOOK_SECRET.into(),
        ),
        ("STRIPE_API_BASE".into(), format!("{}/", standin.base)),
    ]);
    let mut a = deployment.start("a").await;
    let owner = a.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    let checkout = a
        .post(
            SUMMIT,
            "/api/billing/checkout",
            Some(&owner),
            json!({ "plan_id": "growth", "interval": "month" }),
        )
        .await;
    assert_eq!(checkout.status, 200, "{:?}", checkout.body);
    let session = checkout.body["url"]
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    standin
        .post(&format!("/_test/checkout/{session}/complete"))
        .await;
    let events = standin.events().await;
    assert!(events.len() >= 3, "{events:?}");

    // Stripe delivers the batch, each event three times over, all at once; the server is
    // killed once the first has been applied.
    let batch: Vec<_> = (0..3)
        .flat_map(|_| events.iter().cloned())
        .map(|event| {
            tokio::spawn(deliver(
                a.http.clone(),
                a.url("localhost", "/api/billing/webhook"),
                event,
            ))
        })
        .collect();
    until(
        &db,
        "an event is applied",
        "SELECT $1::text = '' AND EXISTS (SELECT 1 FROM billing_events)",
        "",
        Duration::from_secs(30),
    )
    .await;
    a.kill();
    let mut acknowledged = 0;
    for delivery in batch {
        if matches!(delivery.await, Ok(Ok(_))) {
            acknowledged += 1;
        }
    }

    let state = || {
        let pool = db.pool.clone();
        let sql = format!(
            "SELECT (SELECT count(*) FROM billing_events), (SELECT count(DISTINCT id) FROM billing_events),
                    (SELECT count(*) FROM billing_invoices),
                    (SELECT count(*) FROM {schema}.audit_log WHERE action = 'billing.subscription_changed'),
                    (SELECT status || ' ' || plan FROM subscriptions WHERE agency_id = (SELECT id FROM agencies WHERE slug = 'summit'))"
        );
        async move {
            sqlx::query_as::<_, (i64, i64, i64, i64, String)>(&sql)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    until(
        &db,
        "the killed server's transactions are gone",
        NO_TRANSACTION_IN_FLIGHT,
        "",
        Duration::from_secs(20),
    )
    .await;
    let cut = state().await;
    assert!(cut.0 <= events.len() as i64, "{cut:?}");
    assert!(cut.3 <= 1, "at most the one change audited: {cut:?}");

    // Restarted, Stripe delivers again every event it holds: each is applied once, the rest
    // are replays, and the subscription is Stripe's with its one audited change.
    let b = deployment.start("a-restarted").await;
    let mut replays = 0;
    for event in &events {
        let answer = deliver(
            b.http.clone(),
            b.url("localhost", "/api/billing/webhook"),
            event.clone(),
        )
        .await
        .unwrap();
        replays += usize::from(answer["replay"] == true);
    }
    assert_eq!(
        replays as i64, cut.0,
        "the events stored before the kill are replays"
    );
    let after = state().await;
    assert_eq!(
        (after.0, after.1),
        (events.len() as i64, events.len() as i64),
        "every event stored once: {after:?} (acknowledged before the kill: {acknowledged})"
    );
    assert_eq!(after.2, 1, "one invoice: {after:?}");
    assert_eq!(after.3, 1, "one audited change: {after:?}");
    assert_eq!(after.4, "active growth", "{after:?}");
}

#[tokio::test]
async fn an_enrollment_close_killed_mid_way_leaves_it_open_and_closes_once_on_restart() {
    let db = seeded().await;
    let schema = summit_schema(&db).await;
    // The demo book: its enrollment in progress is the one closed here.
    {
        let app =
            crate::common::app_with(db.pool.clone(), crate::common::test_config(false), None).await;
        assert!(platform::seed::seed_book(&app.state).await.unwrap());
    }
    let (window, version, group): (Uuid, i32, Uuid) = sqlx::query_as(&format!(
        "SELECT id, version, group_id FROM {schema}.enrollment_windows
         WHERE status = 'open' AND kind = 'open' ORDER BY created_at LIMIT 1"
    ))
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let effects = || {
        let pool = db.pool.clone();
        let sql = format!(
            "SELECT (SELECT status FROM {schema}.enrollment_windows WHERE id = $1),
                    (SELECT stage FROM {schema}.groups WHERE id = $2),
                    (SELECT count(*) FROM {schema}.stage_moves WHERE group_id = $2),
                    (SELECT count(*) FROM {schema}.carrier_implementations WHERE group_id = $2),
                    (SELECT count(DISTINCT carrier_id) FROM {schema}.carrier_implementations WHERE group_id = $2),
                    (SELECT count(*) FROM {schema}.audit_log WHERE entity = 'enrollment' AND action = 'close' AND entity_id = $1::text)"
        );
        async move {
            sqlx::query_as::<_, (String, String, i64, i64, i64, i64)>(&sql)
                .bind(window)
                .bind(group)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let before = effects().await;
    assert_eq!((before.0.as_str(), before.3, before.5), ("open", 0, 0));

    let deployment = Deployment::new(&db).await;
    let mut a = deployment.start("a").await;
    let owner = a.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    let path = format!("/api/enrollments/{window}/close");

    // The close is held mid-transaction (the window already closed in it, the group's stage
    // next) by a lock on the group, and the server is killed there.
    let mut holder = db.pool.begin().await.unwrap();
    sqlx::query(&format!(
        "SELECT 1 FROM {schema}.groups WHERE id = $1 FOR UPDATE"
    ))
    .bind(group)
    .execute(&mut *holder)
    .await
    .unwrap();
    let asked = {
        let (http, url, owner) = (a.http.clone(), a.url(SUMMIT, &path), owner.clone());
        tokio::spawn(async move {
            http.post(url)
                .header("x-canopy-csrf", "1")
                .header("cookie", owner)
                .header("content-type", "application/json")
                .body(json!({ "version": version }).to_string())
                .send()
                .await
        })
    };
    kill_while_waiting(&db, "the close waits on the group", &mut a, asked, holder).await;
    assert_eq!(
        effects().await,
        before,
        "the enrollment is still open, nothing moved"
    );

    // Restarted, the same close (same version) goes through once; again, it is refused.
    let b = deployment.start("a-restarted").await;
    let closed = b
        .post(SUMMIT, &path, Some(&owner), json!({ "version": version }))
        .await;
    assert_eq!(closed.status, 200, "{:?}", closed.body);
    let after = effects().await;
    assert_eq!(after.0, "closed", "{after:?}");
    assert_eq!(after.1, "implementation", "{after:?}");
    assert_eq!(after.2, before.2 + 1, "one stage move: {after:?}");
    assert!(
        after.3 >= 1 && after.3 == after.4,
        "one checklist per carrier: {after:?}"
    );
    assert_eq!(after.5, 1, "one audit entry: {after:?}");
    let again = b
        .post(
            SUMMIT,
            &path,
            Some(&owner),
            json!({ "version": version + 1 }),
        )
        .await;
    assert_eq!(again.status, 409, "{:?}", again.body);
    assert_eq!(effects().await, after);
}
