//! Two `canopy serve` processes on one database, their requests through PgBouncer in
//! transaction mode: sessions, throttles and schedules are the database's, so they hold across
//! replicas, and a pooled connection never carries one agency's schema into another's request.

use std::collections::HashSet;
use std::time::Duration;

use futures::future::join_all;
use serde_json::json;
use uuid::Uuid;

use crate::common::replica::{pooled_url, Answer, Deployment, Replica};
use crate::common::{test_db, TestDb, PASSWORD};

const SUMMIT: &str = "summit.localhost";
const NORTHWIND: &str = "northwind.localhost";

/// A database with the demo agency seeded.
async fn seeded() -> TestDb {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    db
}

/// A second agency, Northwind, with its owner (the demo password).
async fn add_northwind(db: &TestDb) -> Uuid {
    let agency = tenants::registry::provision(&db.pool, "northwind", "Northwind Benefits")
        .await
        .unwrap();
    let user: Uuid = sqlx::query_scalar(
        "INSERT INTO users (email, name, password_hash, email_verified_at)
         SELECT 'olive@northwind.example', 'Olive Northwind', password_hash, now() FROM users
         WHERE email = 'dana@summit.example' RETURNING id",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'owner')")
        .bind(user)
        .bind(agency.id)
        .execute(&db.pool)
        .await
        .unwrap();
    agency.id
}

#[tokio::test]
async fn a_session_begun_on_one_replica_is_the_same_on_the_other() {
    let db = seeded().await;
    let deployment = Deployment::new(&db).await;
    let (a, b) = tokio::join!(deployment.start("a"), deployment.start("b"));

    let cookie = a.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    let on_b = b.get(SUMMIT, "/api/auth/session", Some(&cookie)).await;
    assert_eq!(on_b.status, 200, "{:?}", on_b.body);
    assert_eq!(
        on_b.body["me"]["user"]["email"], "dana@summit.example",
        "{}",
        on_b.body
    );
    let groups = b.get(SUMMIT, "/api/groups", Some(&cookie)).await;
    assert_eq!(groups.status, 200, "{:?}", groups.body);

    // Signed out on B, the session is over on A too.
    let out = b
        .post(SUMMIT, "/api/auth/signout", Some(&cookie), json!({}))
        .await;
    assert!(out.status < 300, "{out:?}");
    let on_a = a.get(SUMMIT, "/api/auth/session", Some(&cookie)).await;
    assert!(on_a.body["me"].is_null(), "{:?}", on_a.body);
    let groups = a.get(SUMMIT, "/api/groups", Some(&cookie)).await;
    assert_eq!(groups.status, 401, "{:?}", groups.body);
}

/// Asks `replica` for the groups with `cookie` until the answer is `status`; how long it took.
async fn until_answered(replica: &Replica, cookie: &str, status: u16) -> Duration {
    let started = std::time::Instant::now();
    loop {
        let answer = replica.get(SUMMIT, "/api/groups", Some(cookie)).await;
        if answer.status == status {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "still {} rather than {status}: {:?}",
            answer.status,
            answer.body
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Each replica keeps the sessions it looked up for a few seconds; the database tells every
/// replica to forget them when one is ended or its access changes, wherever that happened.
#[tokio::test]
async fn a_session_a_replica_keeps_ends_there_as_soon_as_it_changes_anywhere() {
    let db = seeded().await;
    let deployment = Deployment::new(&db).await;
    let (a, b) = tokio::join!(deployment.start("a"), deployment.start("b"));

    // Signed out on A while B keeps the session: B turns it away well within the seconds it
    // would otherwise keep it.
    let broker = a.sign_in(SUMMIT, "marcus@summit.example", PASSWORD).await;
    for _ in 0..3 {
        assert_eq!(
            b.get(SUMMIT, "/api/groups", Some(&broker)).await.status,
            200
        );
    }
    let out = a
        .post(SUMMIT, "/api/auth/signout", Some(&broker), json!({}))
        .await;
    assert!(out.status < 300, "{out:?}");
    let took = until_answered(&b, &broker, 401).await;
    assert!(took < Duration::from_secs(2), "{took:?}");

    // A membership deactivated in the database (by any server, or by hand): both replicas turn
    // the session away.
    let broker = b.sign_in(SUMMIT, "priya@summit.example", PASSWORD).await;
    for replica in [&a, &b] {
        assert_eq!(
            replica
                .get(SUMMIT, "/api/groups", Some(&broker))
                .await
                .status,
            200
        );
    }
    sqlx::query(
        "UPDATE memberships SET status = 'deactivated'
         WHERE user_id = (SELECT id FROM users WHERE email = 'priya@summit.example')",
    )
    .execute(&db.pool)
    .await
    .unwrap();
    for replica in [&a, &b] {
        let took = until_answered(replica, &broker, 401).await;
        assert!(took < Duration::from_secs(2), "{took:?}");
    }
}

async fn guess(r: &Replica, password: &str) -> Answer {
    r.send(
        reqwest::Method::POST,
        SUMMIT,
        "/api/auth/signin",
        None,
        Some("198.51.100.7"),
        Some(json!({ "email": "marcus@summit.example", "password": password })),
    )
    .await
}

async fn ask(r: &Replica) -> Answer {
    r.send(
        reqwest::Method::POST,
        SUMMIT,
        "/api/auth/reset-password/request",
        None,
        Some("198.51.100.8"),
        Some(json!({ "email": "priya@summit.example" })),
    )
    .await
}

#[tokio::test]
async fn throttles_count_the_attempts_made_on_every_replica() {
    let db = seeded().await;
    let deployment = Deployment::new(&db).await;
    let (a, b) = tokio::join!(deployment.start("a"), deployment.start("b"));
    let replicas = [&a, &b];

    // Five free wrong passwords per account and address, spread over both replicas; the
    // sixth is refused by either, and so is the right password from that address.
    for i in 0..5 {
        let a = guess(replicas[i % 2], "not-the-password").await;
        assert_eq!(a.status, 401, "attempt {i}: {:?}", a.body);
    }
    for r in replicas {
        let refused = guess(r, "not-the-password").await;
        assert_eq!(refused.status, 429, "{:?}", refused.body);
        assert_eq!(refused.body["code"], "rate_limited", "{}", refused.body);
    }
    assert_eq!(guess(&b, PASSWORD).await.status, 429);

    // Five reset links an hour per address, whichever replica is asked.
    let asked = join_all((0..5).map(|i| ask(replicas[i % 2]))).await;
    assert!(asked.iter().all(|a| a.status == 202), "{asked:?}");
    for r in replicas {
        let refused = ask(r).await;
        assert_eq!(refused.status, 429, "{:?}", refused.body);
    }
    let counted: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM rate_events WHERE bucket = 'email_address' AND key = 'priya@summit.example'",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(counted, 5);
}

#[tokio::test]
async fn a_schedule_runs_once_per_tick_with_both_replicas_up() {
    let db = seeded().await;
    let mut deployment = Deployment::new(&db).await;
    // The daily round every three seconds instead of daily.
    deployment
        .env
        .push(("CANOPY_CRON_DAILY_BOOK".into(), "*/3 * * * * *".into()));
    let started = chrono::Utc::now();
    let (_a, _b) = tokio::join!(deployment.start("a"), deployment.start("b"));
    tokio::time::sleep(Duration::from_secs(10)).await;

    let runs: Vec<(chrono::DateTime<chrono::Utc>, String, i64)> = sqlx::query_as(
        "SELECT t.created_at, t.state::text,
                (SELECT count(*) FROM underway.task_attempt a WHERE a.task_queue_name = t.task_queue_name AND a.task_id = t.id)
         FROM underway.task t WHERE t.task_queue_name = 'daily_book' AND t.created_at >= $1 ORDER BY t.created_at",
    )
    .bind(started)
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert!(runs.len() >= 2, "the schedule ticked: {runs:?}");
    // One job per tick: ticks are three seconds apart, never two jobs within one.
    for pair in runs.windows(2) {
        let apart = pair[1].0 - pair[0].0;
        assert!(
            apart > chrono::Duration::milliseconds(2_000),
            "two jobs for one tick: {runs:?}"
        );
    }
    // Each ran once, on one replica, and succeeded (the last may still be running).
    for (at, state, attempts) in &runs[..runs.len() - 1] {
        assert_eq!(
            (state.as_str(), *attempts),
            ("succeeded", 1),
            "the run of {at}: {runs:?}"
        );
    }
}

#[tokio::test]
async fn a_pooled_connection_never_carries_one_agencys_schema_into_anothers_request() {
    let db = seeded().await;
    let northwind = add_northwind(&db).await;
    let deployment = Deployment::new(&db).await;
    let (a, b) = tokio::join!(deployment.start("a"), deployment.start("b"));
    let replicas = [&a, &b];
    let summit_owner = a.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    let northwind_owner = b
        .sign_in(NORTHWIND, "olive@northwind.example", PASSWORD)
        .await;
    let callers = [
        (SUMMIT, summit_owner.as_str(), "Summit"),
        (NORTHWIND, northwind_owner.as_str(), "Northwind"),
    ];

    // Each agency's groups, written through both replicas at once.
    let created = join_all((0..24).map(|i| {
        let (host, cookie, prefix) = callers[i % 2];
        replicas[(i / 2) % 2].post(
            host,
            "/api/groups",
            Some(cookie),
            json!({ "name": format!("{prefix} client {i:02}"), "zip": "80202" }),
        )
    }))
    .await;
    assert!(created.iter().all(|c| c.status == 201), "{created:?}");

    let ids_of = |schema: String| {
        let pool = db.pool.clone();
        async move {
            let ids: Vec<Uuid> = sqlx::query_scalar(&format!("SELECT id FROM {schema}.groups"))
                .fetch_all(&pool)
                .await
                .unwrap();
            ids.into_iter().collect::<HashSet<Uuid>>()
        }
    };
    let schema = |id: Uuid| {
        let pool = db.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT schema_name FROM agencies WHERE id = $1")
                .bind(id)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let summit_id: Uuid = sqlx::query_scalar("SELECT id FROM agencies WHERE slug = 'summit'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    let own = [
        ids_of(schema(summit_id).await).await,
        ids_of(schema(northwind).await).await,
    ];
    assert!(own[0].is_disjoint(&own[1]));
    assert_eq!(own[1].len(), 12);

    // Many requests at once, the agencies interleaved over both replicas and every pooled
    // connection: each answer holds its caller's groups, all of them, and only those.
    let rounds = join_all((0..240).map(|i| {
        let (host, cookie, _) = callers[i % 2];
        let replica = replicas[(i / 2) % 2];
        async move {
            let page = replica
                .get(host, "/api/groups?per_page=100", Some(cookie))
                .await;
            (i % 2, page)
        }
    }))
    .await;
    for (agency, page) in rounds {
        assert_eq!(page.status, 200, "{:?}", page.body);
        let ids: HashSet<Uuid> = page.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap().parse().unwrap())
            .collect();
        assert_eq!(ids, own[agency], "agency {agency} saw {}", page.body);
        if agency == 1 {
            assert!(page.body["data"]
                .as_array()
                .unwrap()
                .iter()
                .all(|g| g["name"].as_str().unwrap().starts_with("Northwind ")));
        }
    }
}

/// What the replicas rely on: through the pooler, consecutive statements of one client run on
/// whichever server connection is free. A client naming its statements (sqlx's default cache)
/// breaks there; the pool the server opens for `CANOPY_DATABASE_POOL_URL` does not.
#[tokio::test]
async fn through_the_pooler_only_unnamed_statements_hold_up() {
    use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
    use std::str::FromStr;

    let db = test_db().await;
    let url = pooled_url(&db).await;
    let load = |pool: sqlx::PgPool| async move {
        let runs = (0..400).map(|i| {
            let pool = pool.clone();
            async move {
                // Different texts, so each client names many statements.
                sqlx::query_scalar::<_, i32>(&format!("SELECT $1::int + {}", i % 40))
                    .bind(i)
                    .fetch_one(&pool)
                    .await
            }
        });
        join_all(runs).await
    };

    let served = platform::db::connect_pooled(&url, 20).await.unwrap();
    // The server connections behind the pooler keep a census commit's staging in memory.
    let temp_buffers: String = sqlx::query_scalar("SHOW temp_buffers")
        .fetch_one(&served)
        .await
        .unwrap();
    assert_eq!(temp_buffers, "128MB");
    let answers = load(served).await;
    assert!(
        answers.iter().all(|a| a.is_ok()),
        "{:?}",
        answers.iter().find(|a| a.is_err())
    );

    let naming = PgPoolOptions::new()
        .max_connections(20)
        .connect_with(
            PgConnectOptions::from_str(&url)
                .unwrap()
                .extra_float_digits(None),
        )
        .await
        .unwrap();
    let broken = load(naming)
        .await
        .into_iter()
        .filter_map(Result::err)
        .map(|e| e.to_string())
        .collect::<Vec<_>>();
    assert!(
        broken.iter().any(|e| e.contains("prepared statement")),
        "named statements went through a transaction-mode pooler unharmed: {broken:?}"
    );
}
