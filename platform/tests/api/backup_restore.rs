//! The backup and restore scripts against a real database: a whole backup, one agency restored
//! into a fresh schema beside changed live data, and the whole database restored into an empty
//! one, compared row for row.

use std::path::PathBuf;
use std::process::Command;

use crate::common::*;
use sqlx::{Connection, PgConnection};

const TABLES: &[&str] = &[
    "groups",
    "employees",
    "dependents",
    "audit_log",
    "documents",
];

fn script(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../scripts")
        .join(name)
}

fn run(name: &str, args: &[&str], database_url: &str) -> std::process::Output {
    Command::new("bash")
        .arg(script(name))
        .args(args)
        .env("DATABASE_URL", database_url)
        .output()
        .unwrap()
}

/// Row count and a checksum of every row of each table, in a stable order.
async fn fingerprint(conn: &mut PgConnection, schema: &str) -> Vec<(String, i64, String)> {
    let mut out = Vec::new();
    for table in TABLES {
        let (count, sum): (i64, Option<String>) = sqlx::query_as(&format!(
            "SELECT count(*), md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM {schema}.{table} t"
        ))
        .fetch_one(&mut *conn)
        .await
        .unwrap();
        out.push((table.to_string(), count, sum.unwrap_or_default()));
    }
    out
}

#[tokio::test]
async fn backup_then_restore_one_agency_and_the_whole_database() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let app = app_on(db.pool.clone(), false).await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    let mut conn = db.pool.acquire().await.unwrap();
    let before = fingerprint(&mut conn, &schema).await;
    assert!(before.iter().all(|(_, rows, _)| *rows > 0), "{before:?}");
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&mut *conn)
        .await
        .unwrap();

    let dir = tempfile::tempdir().unwrap();
    let dump = dir.path().join("canopy.dump");
    let out = run("backup.sh", &[dump.to_str().unwrap()], &db.url);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::metadata(&dump).unwrap().len() > 0);

    // The live data changes after the backup.
    sqlx::query(&format!("DELETE FROM {schema}.dependents"))
        .execute(&mut *conn)
        .await
        .unwrap();
    sqlx::query(&format!(
        "UPDATE {schema}.groups SET name = name || ' (changed)'"
    ))
    .execute(&mut *conn)
    .await
    .unwrap();
    assert_ne!(fingerprint(&mut conn, &schema).await, before);

    // One agency back, beside the live one.
    let out = run(
        "restore-agency.sh",
        &[dump.to_str().unwrap(), "summit", "summit_restored"],
        &db.url,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(fingerprint(&mut conn, "summit_restored").await, before);
    let live_groups: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.groups WHERE name LIKE '% (changed)'"
    ))
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    assert_eq!(
        live_groups, before[0].1,
        "the live agency is left as it was"
    );
    // Not twice into the same schema, and not for an agency the backup does not hold.
    let again = run(
        "restore-agency.sh",
        &[dump.to_str().unwrap(), "summit", "summit_restored"],
        &db.url,
    );
    assert!(!again.status.success());
    let unknown = run(
        "restore-agency.sh",
        &[dump.to_str().unwrap(), "nowhere", "nowhere_restored"],
        &db.url,
    );
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no agency"));

    // The whole database into an empty one; a database with tables is refused.
    let refused = run("restore.sh", &[dump.to_str().unwrap()], &db.url);
    assert!(!refused.status.success());
    let (base, _) = db.url.rsplit_once('/').unwrap();
    let name = database_name();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut *conn)
        .await
        .unwrap();
    drop_when_the_test_ends(base, &name);
    let target = format!("{base}/{name}");
    let out = run("restore.sh", &[dump.to_str().unwrap(), &target], &db.url);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut restored = PgConnection::connect(&target).await.unwrap();
    assert_eq!(fingerprint(&mut restored, &schema).await, before);
    let restored_users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&mut restored)
        .await
        .unwrap();
    assert_eq!(restored_users, users);
    restored.close().await.unwrap();
}
