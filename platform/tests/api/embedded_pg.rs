//! The private cluster keeps its data across restarts and stops cleanly.

use platform::embedded_pg::{self, Options};
use sqlx::Connection;

#[tokio::test]
async fn private_cluster_survives_a_restart() {
    let dir = tempfile::Builder::new()
        .prefix("canopy-pg-restart")
        .tempdir_in(std::env::temp_dir())
        .unwrap();
    let root = dir.path().join("pg");
    let start = |root: std::path::PathBuf| async move {
        tokio::task::spawn_blocking(move || embedded_pg::start(&root, Options { ephemeral: true }))
            .await
            .unwrap()
            .unwrap()
    };

    let cluster = start(root.clone()).await;
    assert!(cluster.started_here());
    embedded_pg::ensure_database(&cluster, "canopy")
        .await
        .unwrap();
    let mut conn = sqlx::PgConnection::connect(&cluster.url()).await.unwrap();
    sqlx::query("CREATE TABLE kept (v text)")
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query("INSERT INTO kept VALUES ('still here')")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();

    // A second process attaches to the running cluster instead of starting another.
    let attached = start(root.clone()).await;
    assert!(!attached.started_here());
    assert_eq!(attached.port(), cluster.port());

    cluster.stop().unwrap();
    assert!(!embedded_pg::stop_dir(&root).unwrap(), "already stopped");

    let again = start(root.clone()).await;
    assert!(again.started_here());
    let mut conn = sqlx::PgConnection::connect(&again.url()).await.unwrap();
    let kept: String = sqlx::query_scalar("SELECT v FROM kept")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(kept, "still here");
    conn.close().await.unwrap();
    assert!(embedded_pg::stop_dir(&root).unwrap());
}
