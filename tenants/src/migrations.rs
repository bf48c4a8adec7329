use sqlx::migrate::Migrator;
use sqlx::{Connection, PgConnection, PgPool};

use crate::registry;
use crate::tx::{lock_schema, set_local_search_path};
use crate::TenantError;

/// Migrations of the `public` schema (run on a pool whose search_path is `public`).
pub static PLATFORM: Migrator = sqlx::migrate!("../migrations/platform");

/// Migrations of every agency schema; each schema keeps its own `_sqlx_migrations`.
pub static TENANT: Migrator = sqlx::migrate!("../migrations/tenant");

pub async fn migrate_platform(pool: &PgPool) -> Result<(), TenantError> {
    PLATFORM.run(pool).await?;
    Ok(())
}

/// Applies the tenant migrations to `schema` inside the caller's transaction.
///
/// The transaction-scoped advisory lock on the schema makes a second migrator wait until the
/// first one has committed, so it then sees the migrations as applied instead of racing it.
pub async fn migrate_schema_in_tx(
    conn: &mut PgConnection,
    schema: &str,
) -> Result<(), TenantError> {
    registry::check_schema_name(schema)?;
    lock_schema(conn, schema).await?;
    set_local_search_path(conn, schema).await?;
    TENANT.run_direct(conn).await?;
    set_local_search_path(conn, "public").await?;
    Ok(())
}

/// Progress of [`migrate_all`], reported after each agency.
#[derive(Debug, Clone)]
pub struct Progress<'a> {
    pub done: usize,
    pub total: usize,
    pub slug: &'a str,
}

/// Upgrades every agency schema, one transaction per agency. Idempotent, and safe to run
/// twice at once.
pub async fn migrate_all(
    pool: &PgPool,
    mut on_progress: impl FnMut(Progress<'_>),
) -> Result<usize, TenantError> {
    // A closed agency's schema was dropped when it was purged.
    let agencies: Vec<_> = registry::list_all(pool)
        .await?
        .into_iter()
        .filter(|a| a.status != "closed")
        .collect();
    let total = agencies.len();
    for (i, agency) in agencies.iter().enumerate() {
        let mut conn = pool.acquire().await?;
        let mut tx = conn.begin().await?;
        migrate_schema_in_tx(&mut tx, &agency.schema_name).await?;
        tx.commit().await?;
        on_progress(Progress {
            done: i + 1,
            total,
            slug: &agency.slug,
        });
    }
    Ok(total)
}
