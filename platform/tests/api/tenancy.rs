//! Schema-per-agency: atomic provisioning, migrating many agencies, and isolation on a shared
//! connection.

use crate::common::*;
use sqlx::{Connection, PgPool};
use tenants::{TenantError, TenantTx};

async fn agency_schemas(pool: &PgPool) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'agency\\_%'",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn provisioning_creates_schema_tables_and_brand() {
    let db = test_db().await;
    let agency = tenants::registry::provision(&db.pool, "alpine", "Alpine Benefits")
        .await
        .unwrap();
    assert!(agency.schema_name.starts_with("agency_"));
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1",
    )
    .bind(&agency.schema_name)
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert!(
        tables.contains(&"audit_log".to_string())
            && tables.contains(&"_sqlx_migrations".to_string()),
        "{tables:?}"
    );
    let brand: String =
        sqlx::query_scalar("SELECT display_name FROM agency_brands WHERE agency_id = $1")
            .bind(agency.id)
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(brand, "Alpine Benefits");
}

#[tokio::test]
async fn provisioning_is_all_or_nothing() {
    let db = test_db().await;
    // A failure after the schema and its tables exist, in the same transaction: nothing stays.
    let mut conn = db.pool.acquire().await.unwrap();
    let mut tx = conn.begin().await.unwrap();
    let agency = tenants::registry::provision_in_tx(&mut tx, "doomed", "Doomed Agency")
        .await
        .unwrap();
    let inside: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM information_schema.schemata WHERE schema_name = $1",
    )
    .bind(&agency.schema_name)
    .fetch_one(&mut *tx)
    .await
    .unwrap();
    assert_eq!(inside, 1);
    drop(tx); // rolled back, as on an error or a crash
    drop(conn);
    assert_eq!(agency_schemas(&db.pool).await, 0, "no orphan schema");
    assert!(
        tenants::registry::find_by_slug(&db.pool, "doomed")
            .await
            .unwrap()
            .is_none(),
        "no half agency"
    );

    // A taken subdomain fails before anything is made.
    tenants::registry::provision(&db.pool, "taken", "First")
        .await
        .unwrap();
    let err = tenants::registry::provision(&db.pool, "taken", "Second")
        .await
        .unwrap_err();
    assert!(matches!(err, TenantError::SlugTaken), "{err:?}");
    let err = tenants::registry::provision(&db.pool, "-bad-", "Bad")
        .await
        .unwrap_err();
    assert!(matches!(err, TenantError::InvalidSlug(_)), "{err:?}");
    assert_eq!(agency_schemas(&db.pool).await, 1);
}

#[tokio::test]
async fn migrating_200_agencies_reports_progress_and_is_safe_twice_at_once() {
    let db = test_db_with(12).await;
    for i in 0..200 {
        tenants::registry::provision(&db.pool, &format!("agency-{i:03}"), &format!("Agency {i}"))
            .await
            .unwrap();
    }
    let mut seen = Vec::new();
    let total = tenants::migrations::migrate_all(&db.pool, |p| seen.push((p.done, p.total)))
        .await
        .unwrap();
    assert_eq!(total, 200);
    assert_eq!(seen.len(), 200);
    assert_eq!(seen.last(), Some(&(200, 200)));
    assert!(
        seen.windows(2).all(|w| w[1].0 == w[0].0 + 1),
        "progress counts up by one"
    );

    // Two migrators at once (as two `canopy migrate` processes would), on fresh schemas too.
    let (a, b) = tokio::join!(
        tenants::migrations::migrate_all(&db.pool, |_| {}),
        tenants::migrations::migrate_all(&db.pool, |_| {}),
    );
    assert_eq!((a.unwrap(), b.unwrap()), (200, 200));
    let expected = tenants::migrations::TENANT.iter().count() as i64;
    for agency in tenants::registry::list_all(&db.pool).await.unwrap() {
        let applied: i64 = sqlx::query_scalar(&format!(
            "SELECT count(*) FROM {}._sqlx_migrations",
            agency.schema_name
        ))
        .fetch_one(&db.pool)
        .await
        .unwrap();
        assert_eq!(applied, expected, "{}", agency.slug);
    }
}

#[tokio::test]
async fn tenant_tx_search_path_never_outlives_the_transaction() {
    let db = test_db_with(1).await;
    let a = tenants::registry::provision(&db.pool, "first", "First")
        .await
        .unwrap();
    let mut tx = TenantTx::begin(&db.pool, &a).await.unwrap();
    let path: String = sqlx::query_scalar("SHOW search_path")
        .fetch_one(tx.conn())
        .await
        .unwrap();
    assert_eq!(path, a.schema_name);
    sqlx::query(
        "INSERT INTO audit_log (actor_name, action, entity, summary) VALUES ('t', 'x', 'y', 'z')",
    )
    .execute(tx.conn())
    .await
    .unwrap();
    tx.commit().await.unwrap();
    // The same (only) connection is back on `public`: tenant tables are out of reach.
    let path: String = sqlx::query_scalar("SHOW search_path")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(path, "public");
    assert!(sqlx::query("SELECT count(*) FROM audit_log")
        .fetch_one(&db.pool)
        .await
        .is_err());
}

#[tokio::test]
async fn interleaved_requests_for_two_agencies_on_one_connection_never_mix() {
    let db = test_db_with(1).await;
    platform::seed::seed(&db.pool).await.unwrap();
    let other = tenants::registry::provision(&db.pool, "harbor", "Harbor Insurance Partners")
        .await
        .unwrap();
    create_owner(&db.pool, other.id, "owner@harbor.example").await;
    let app = app_on(db.pool.clone(), false).await;

    let summit = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let harbor = app
        .sign_in("harbor.localhost:8080", "owner@harbor.example", PASSWORD)
        .await
        .unwrap();
    let requests = (0..40).map(|i| {
        let (host, cookie, agency) = if i % 2 == 0 {
            (SUMMIT, summit.as_str(), "Summit Benefits Group")
        } else {
            (
                "harbor.localhost:8080",
                harbor.as_str(),
                "Harbor Insurance Partners",
            )
        };
        let app = &app;
        async move {
            let body = json(app.get(host, Some(cookie), "/api/dashboard").await).await;
            (agency, body)
        }
    });
    for (agency, body) in futures::future::join_all(requests).await {
        assert_eq!(body["agency"]["name"], agency);
        let actors: Vec<&str> = body["recent_activity"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["actor_name"].as_str().unwrap())
            .collect();
        let expected_actor = if agency.starts_with("Summit") {
            "Dana Whitfield"
        } else {
            "Harbor Owner"
        };
        assert!(actors.contains(&expected_actor), "{agency}: {actors:?}");
        let foreign = if agency.starts_with("Summit") {
            "Harbor Owner"
        } else {
            "Dana Whitfield"
        };
        assert!(
            !actors.contains(&foreign),
            "{agency} saw the other agency's activity: {actors:?}"
        );
    }
}

pub async fn create_owner(pool: &PgPool, agency_id: uuid::Uuid, email: &str) {
    let hash = platform::auth::password::hash(PASSWORD);
    let user_id: uuid::Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash) VALUES ($1, 'Harbor Owner', $2) RETURNING id")
        .bind(email)
        .bind(hash)
        .fetch_one(pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'owner')")
        .bind(user_id)
        .bind(agency_id)
        .execute(pool)
        .await
        .unwrap();
}
